// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterPage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { GalleryTeaserForYacht } from './GalleryTeaserForYacht';

const render = (page = charterPage()) => renderDom(<GalleryTeaserForYacht {...propsFor('gallery_teaser_for_yacht_component', {}, 'en', { page, linked: [sampleYachtItem] })} />);

const picturesIn = (container: HTMLElement) => [...container.querySelectorAll('img')];

describe('gallery_teaser_for_yacht_component', () => {
  it("shows up to five pictures, lazy, by preset and sized, and 'View all N photos' opens the first", async () => {
    const page = await render();
    const pictures = picturesIn(page.container);
    expect(pictures).toHaveLength(5);
    for (const picture of pictures) expect(picture.getAttribute('loading')).toBe('lazy');
    expect(pictures.some((picture) => picture.getAttribute('srcset')?.includes('p=yacht-thumbnail 480w'))).toBe(true);
    expect(pictures[0]?.getAttribute('sizes')).toMatch(/^\(min-width: 1440px\) 700px/);
    const viewAll = page.getByRole('link', { name: 'View all 5 photos' });
    expect(viewAll.getAttribute('href')).toMatch(/p=yacht-feature&w=1440&h=900$/);
    expect(viewAll.getAttribute('data-lightbox-index')).toBe('0');
    expect(page.getByRole('link', { name: 'Open picture 2 of 5: Exterior view 2' })).toBeTruthy();
  });

  it('offers the 1440 px picture to the large tile only: a small tile is at most 360 px wide (spec 3.6)', async () => {
    const srcsets = picturesIn((await render()).container).map((picture) => picture.getAttribute('srcset') ?? '');
    expect(srcsets).toHaveLength(5);
    expect(srcsets[0]).toMatch(/ 1440w$/);
    for (const small of srcsets.slice(1)) expect(small).toMatch(/p=yacht-thumbnail-large 960w$/);
  });

  it('renders nothing without pictures (a missing gallery file, spec 8.3)', async () => {
    expect((await render(charterPage(null))).container.childNodes).toHaveLength(0);
  });
});
