/** slider_quote_component: quotes one at a time (spec 3.10 Quote). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SliderQuote } from './SliderQuote';

describe('slider_quote_component', () => {
  it('two quotes slide: a client and a staff member with their portrait', async () => {
    const html = await renderHtml(<SliderQuote {...propsFor('slider_quote_component', { quotes: fx.linked('quote_client', 'quote_staff') }, 'en', { linked })} />);
    expect(html).toContain('What our clients say');
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/<blockquote/g)).toHaveLength(2);
    expect(html).toContain('Two weeks in the Cyclades');
    expect(html).toContain('src="/media/face-1/portrait.jpg?');
  });

  it('one quote is a plain figure, headed in Spanish', async () => {
    const html = await renderHtml(<SliderQuote {...propsFor('slider_quote_component', { quotes: fx.linked('quote_client') }, 'es', { linked })} />);
    expect(html).not.toContain('carousel');
    expect(html).toContain('Lo que dicen nuestros clientes');
    expect(html).toContain('The crew thought of everything');
  });
});
