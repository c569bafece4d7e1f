// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { RelatedLinks } from './RelatedLinks';

describe('related_links_component', () => {
  it('spec 5.3: related links show text_left with the first button and text_right with the second', async () => {
    const page = await renderDom(
      <RelatedLinks
        {...propsFor('related_links_component', {
          headline: fx.text('Where next'),
          text_left: fx.text('Find your charter'),
          text_right: fx.text('Find your yacht'),
          buttons: fx.linked('b_charter', 'b_sale'),
        })}
      />,
    );
    expect(page.container.textContent).toMatch(/Find your charter.*Charter a yacht.*Find your yacht.*Yachts for sale/);
    expect(page.getAllByRole('link').map((link) => link.textContent)).toEqual(['Charter a yacht', 'Yachts for sale']);
  });
});
