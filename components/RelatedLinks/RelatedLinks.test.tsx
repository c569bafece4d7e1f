import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { RelatedLinks } from './RelatedLinks';

describe('related_links_component', () => {
  it('spec 5.3: related links show text_left with the first button and text_right with the second', () => {
    const html = renderToStaticMarkup(
      <RelatedLinks
        {...propsFor('related_links_component', {
          headline: fx.text('Where next'),
          text_left: fx.text('Find your charter'),
          text_right: fx.text('Find your yacht'),
          buttons: fx.linked('b_charter', 'b_sale'),
        })}
      />,
    );
    expect(html).toMatch(/Find your charter.*Charter a yacht.*Find your yacht.*Yachts for sale/);
  });
});
