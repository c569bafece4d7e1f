// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/gallery_teaser_component.fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { GalleryTeaser } from './GalleryTeaser';

describe('gallery_teaser_component', () => {
  it('shows at most five pictures under its title, with the button to the rest', async () => {
    const [six] = fixtures.valid;
    const page = await renderDom(<GalleryTeaser {...propsFor('gallery_teaser_component', six.elements)} />);
    expect(page.container.querySelectorAll('img')).toHaveLength(5);
    expect(page.getByRole('heading', { level: 2, name: 'Life on board' })).toBeTruthy();
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/yacht-charter/');
  });
});
