// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/faq__media_gallery.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqMediaGallery } from './FaqMediaGallery';

describe('faq__media_gallery', () => {
  it('shows every picture with its caption in the page language, without a slider', async () => {
    const page = await renderDom(<FaqMediaGallery {...propsFor('faq__media_gallery', fixtures.valid[0].elements, 'es')} />);
    expect(page.getAllByRole('figure')).toHaveLength(2);
    expect(
      page
        .getAllByRole('figure')
        .map((figure) => figure.querySelector('figcaption')?.textContent)
        .sort(),
    ).toEqual(['El camarote principal', 'Fondeado al atardecer']);
    expect(page.getByRole('heading', { level: 2, name: 'On board' })).toBeTruthy();
    expect(page.queryByRole('button')).toBeNull();
  });

  it('draws nothing without pictures', async () => {
    expect((await renderDom(<FaqMediaGallery {...propsFor('faq__media_gallery', { dam_media: fx.custom('') })} />)).container.childNodes).toHaveLength(0);
  });
});
