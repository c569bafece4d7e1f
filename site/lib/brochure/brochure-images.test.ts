/**
 * The pictures a brochure asks the media host for (spec 7.3): the cover
 * and gallery images at print sizes, each a variant the host makes as asked (schema/media-variants.ts),
 * so a brochure never gets a picture resized to something else.
 */
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { fx, item, sampleImage } from '../../../schema/fixtures';
import { namesSiteVariant } from '../../../schema/media-variant-set';
import { sampleGallery, sampleYachtApi, validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import type { ImageCdn } from '../../../services/media/images';
import { mediaUrlOf, type MediaUrl } from '../../../testing/media-urls';

const GALLERY_ID = '6a1c9b0e-1111-4a2b-9c3d-4e5f6a7b8c9d';
const picture = (n: number) => ({ ...sampleImage, id: `5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a1${n}`, url: `/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a1${n}/view-${n}.jpg` });
/** The fixture's gallery with four more pictures than its profile, so the brochure's gallery page fills. */
const gallery = {
  ...sampleGallery,
  Charter: { ...sampleGallery.Charter, gallery: [{ section: 'exterior', label: 'Exterior', images: [1, 2, 3, 4].map(picture) }] },
};

const asked: MediaUrl[] = [];
/** Requests the CDN refuses as busy before it serves again. */
let busy = 0;
const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
  .jpeg()
  .toBuffer();
const recordingCdn: ImageCdn = {
  get: async (uuid, search) => {
    const media = mediaUrlOf(`/media/${uuid}/file?${search.toString()}`);
    if (media) asked.push(media);
    if (uuid !== GALLERY_ID && busy > 0) return ((busy -= 1), { error: 'busy', message: 'taken', retryAfter: 5 });
    return uuid === GALLERY_ID ? { body: Buffer.from(JSON.stringify(gallery)), type: 'application/json', negotiated: false } : { body: jpeg, type: 'image/jpeg', negotiated: false };
  },
};
vi.mock('../media', () => ({ imageCdn: () => recordingCdn }));
vi.mock('./load', () => ({ findYacht: async () => item('yacht', 'yacht_aurora', { ...validYachtElements[0], name: fx.text('Aurora') }) }));
const { brochureFor } = await import('./brochure');

describe('a brochure asks the media host only for sizes it makes (spec 7.3)', () => {
  it('the cover and every gallery picture are named variants, asked for as JPEG', async () => {
    const result = await brochureFor('charter', `${sampleYachtApi.id}.pdf`, 'en');
    expect(result.ok).toBe(true);
    const pictures = asked.filter((media) => media.uuid !== GALLERY_ID);
    // The cover and four gallery pictures.
    expect(pictures).toHaveLength(5);
    for (const media of pictures) {
      expect(namesSiteVariant(media.request, { width: sampleImage.width, height: sampleImage.height }), media.url).toBe(true);
      expect(media.request.format).toBe('jpeg');
    }
  });

  it('when the encodes are all taken, it waits for them rather than leave a picture out', async () => {
    asked.length = 0;
    busy = 2;
    const result = await brochureFor('charter', `${sampleYachtApi.id}.pdf`, 'es');
    expect(result.ok).toBe(true);
    // Five pictures, two of them asked for again.
    expect(asked.filter((media) => media.uuid !== GALLERY_ID)).toHaveLength(7);
    expect(busy).toBe(0);
  });
});
