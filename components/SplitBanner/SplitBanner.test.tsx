// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SplitBanner } from './SplitBanner';

describe('split_banner_component', () => {
  it('split banner: title, text and buttons on the dark half, text side as chosen', async () => {
    const page = await renderDom(
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
    expect(page.getByRole('heading', { level: 2, name: 'Sell your yacht' })).toBeTruthy();
    expect(page.getByText('Global reach.')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Yachts for sale' })).toBeTruthy();
    expect(page.container.querySelector('.md\\:order-last')).not.toBeNull();
  });
});
