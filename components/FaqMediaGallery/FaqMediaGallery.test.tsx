import { describe, expect, it } from 'vitest';
import { fixtures } from '../../schema/components/faq__media_gallery.fixtures';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { FaqMediaGallery } from './FaqMediaGallery';

describe('faq__media_gallery', () => {
  it('shows every picture with its caption in the page language, without a slider', async () => {
    const html = await renderHtml(<FaqMediaGallery {...propsFor('faq__media_gallery', fixtures.valid[0].elements, 'es')} />);
    expect(html.match(/<figure /g)).toHaveLength(2);
    expect(html).toContain('>El camarote principal</figcaption>');
    expect(html).toContain('>Fondeado al atardecer</figcaption>');
    expect(html).toContain('>On board</h2>');
    expect(html).not.toContain('<button');
  });

  it('draws nothing without pictures', async () => {
    expect(await renderHtml(<FaqMediaGallery {...propsFor('faq__media_gallery', { dam_media: fx.custom('') })} />)).toBe('');
  });
});
