// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { RichText } from './RichText';

describe('richtext_component', () => {
  it('spec 3.2: a grey background sets the section to grey-50', async () => {
    const page = await renderDom(
      <RichText
        {...propsFor('richtext_component', {
          content: fx.richText('<p>Charter with confidence.</p>'),
          background_color__options: fx.choice('grey'),
        })}
        renderRichText={renderRichText}
      />,
    );
    const section = page.container.firstElementChild;
    expect([section?.tagName, section?.classList.contains('bg-gray-50')]).toEqual(['SECTION', true]);
    expect(page.getByText('Charter with confidence.')).toBeTruthy();
  });
});
