import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { SplitBanner } from './SplitBanner';

describe('split_banner_component', () => {
  it('split banner: title, text and buttons on the dark half, text side as chosen', () => {
    const html = renderToStaticMarkup(
      <SplitBanner
        {...propsFor('split_banner_component', {
          title: fx.text('Sell your yacht'),
          text: fx.richText('<p>Global reach.</p>'),
          image: dam(sampleImage),
          buttons: fx.linked('b_sale'),
        })}
        renderRichText={renderRichText}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Sell your yacht<\/h2>/);
    expect(html).toContain('Global reach.');
    expect(html).toContain('Yachts for sale');
    expect(html).toContain('md:order-last');
  });
});
