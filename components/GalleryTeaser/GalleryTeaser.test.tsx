import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/gallery_teaser_component.fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { GalleryTeaser } from './GalleryTeaser';

describe('gallery_teaser_component', () => {
  it('shows at most five pictures under its title, with the button to the rest', async () => {
    const [six] = fixtures.valid;
    const html = await renderHtml(<GalleryTeaser {...propsFor('gallery_teaser_component', six.elements)} />);
    expect(html.match(/class="gt-img"/g)).toHaveLength(5);
    expect(html).toMatch(/<h2[^>]*>Life on board<\/h2>/);
    expect(html).toContain('href="/yacht-charter/"');
  });
});
