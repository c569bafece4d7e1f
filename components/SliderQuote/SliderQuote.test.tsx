// @vitest-environment happy-dom
/** slider_quote_component: quotes one at a time (spec 3.10 Quote). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SliderQuote } from './SliderQuote';

describe('slider_quote_component', () => {
  it('two quotes slide: a client and a staff member with their portrait', async () => {
    const page = await renderDom(<SliderQuote {...propsFor('slider_quote_component', { quotes: fx.linked('quote_client', 'quote_staff') }, 'en', { linked })} />);
    expect(page.container.textContent).toContain('What our clients say');
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).not.toBeNull();
    expect(page.container.querySelectorAll('blockquote')).toHaveLength(2);
    expect(page.container.textContent).toContain('Two weeks in the Cyclades');
    expect([...page.container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toContainEqual(expect.stringMatching(/^\/media\/face-1\/portrait\.jpg\?/));
  });

  it('one quote is a plain figure, headed in Spanish', async () => {
    const page = await renderDom(<SliderQuote {...propsFor('slider_quote_component', { quotes: fx.linked('quote_client') }, 'es', { linked })} />);
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(page.container.textContent).toContain('Lo que dicen nuestros clientes');
    expect(page.container.querySelector('blockquote')?.textContent).toContain('The crew thought of everything');
  });
});
