import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { RichText } from './RichText';

describe('richtext_component', () => {
  it('spec 3.2: a grey background sets the section to grey-50', () => {
    const html = renderToStaticMarkup(
      <RichText
        {...propsFor('richtext_component', {
          content: fx.richText('<p>Charter with confidence.</p>'),
          background_color__options: fx.choice('grey'),
        })}
        renderRichText={renderRichText}
      />,
    );
    expect(html).toMatch(/^<section class="bg-gray-50/);
    expect(html).toContain('Charter with confidence.');
  });
});
