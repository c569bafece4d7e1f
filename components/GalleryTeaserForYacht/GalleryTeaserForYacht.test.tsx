import { describe, expect, it } from 'vitest';
import { charterPage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { GalleryTeaserForYacht } from './GalleryTeaserForYacht';

const render = (page = charterPage()) =>
  renderHtml(<GalleryTeaserForYacht {...propsFor('gallery_teaser_for_yacht_component', {}, 'en', { page, linked: [sampleYachtItem] })} />);

describe('gallery_teaser_for_yacht_component', () => {
  it("shows up to five pictures, lazy, by preset and sized, and 'View all N photos' opens the first", async () => {
    const html = await render();
    expect(html.match(/<img /g)).toHaveLength(5);
    expect(html.match(/loading="lazy"/g)).toHaveLength(5);
    expect(html).toContain('p=yacht-thumbnail 480w');
    expect(html).toContain('sizes="(min-width: 1440px) 700px');
    expect(html).toMatch(/<a href="[^"]*p=yacht-feature&amp;w=1440&amp;h=900" data-lightbox-index="0" class="[^"]*"[^>]*data-gallery-view-all="">View all 5 photos<\/a>/);
    expect(html).toContain('aria-label="Open picture 2 of 5: Exterior view 2"');
  });

  it('offers the 1440 px picture to the large tile only: a small tile is at most 360 px wide (spec 3.6)', async () => {
    const srcsets = [...(await render()).matchAll(/srcSet="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(srcsets).toHaveLength(5);
    expect(srcsets[0]).toMatch(/ 1440w$/);
    for (const small of srcsets.slice(1)) expect(small).toMatch(/p=yacht-thumbnail-large 960w$/);
  });

  it('renders nothing without pictures (a missing gallery file, spec 8.3)', async () => {
    expect(await render(charterPage(null))).toBe('');
  });
});
