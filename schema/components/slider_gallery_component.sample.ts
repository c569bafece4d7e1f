/** A yacht page with a full gallery file (spec 3.5): what the gallery components' fixtures and tests sit on. */
import type { PageContext } from '../define';
import { fx, item, sampleImage, sampleVideo } from '../fixtures';
import type { ContentItem } from '../kontent';
import { galleryJsonSchema, type GalleryJson, type GalleryPartInput } from '../yacht/gallery';
import { sampleYachtApi, validYachtElements } from '../yacht/yacht.fixtures';

const image = (n: number, en: string, es: string) => ({
  ...sampleImage,
  id: `5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a${String(n).padStart(2, '0')}`,
  url: `/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a${String(n).padStart(2, '0')}/picture-${n}.jpg`,
  alt: { en, es },
  title: { en: `Picture ${n}`, es: `Imagen ${n}` },
});

export const sampleExterior = [1, 2, 3].map((n) => image(n, `Exterior view ${n}`, `Vista exterior ${n}`));
export const sampleInterior = [4, 5].map((n) => image(n, `Salon ${n}`, `Salón ${n}`));
export const sampleDeckplan = { ...image(9, 'Deck plan', 'Plano de cubiertas'), title: { en: 'General arrangement', es: 'Disposición general' } };
export const sampleCharterVideo = { ...sampleVideo, vttSrc: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.vtt', videoProfileCharter: true, videoProfileSale: false };
export const sampleSaleVideo = {
  ...sampleVideo,
  id: '9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a5',
  url: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a5/walkthrough.mp4',
  videoProfileSale: true,
  videoProfileCharter: false,
};

const part: GalleryPartInput = {
  profile: sampleExterior[0],
  gallery: [
    { section: 'exterior', label: 'Exterior', images: sampleExterior },
    { section: 'interior', label: 'Interior', images: sampleInterior },
    { section: 'empty', label: 'Empty', images: [] },
  ],
  deckplans: [sampleDeckplan],
  video: [sampleSaleVideo, sampleCharterVideo],
};

export const sampleFullGallery: GalleryJson = galleryJsonSchema.parse({ Sale: part, Charter: part });

export const sampleYachtItem: ContentItem = item('yacht', 'yacht_x', validYachtElements[0] ?? { name: fx.text('Aurora') });
/** The same yacht, sailing (spec 3.3 powerorsail). */
export const sampleSailItem: ContentItem = item('yacht', 'yacht_sail', {
  ...validYachtElements[0],
  api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, powerorsail: 'Sail' })),
});

export const charterPage = (gallery: GalleryJson | null = sampleFullGallery, yacht = 'yacht_x'): PageContext => ({
  yachtType: 'charter',
  yacht,
  berth: null,
  path: '/yacht-for-charter/x',
  gallery,
});

export const salePage = (gallery: GalleryJson | null = sampleFullGallery): PageContext => ({ ...charterPage(gallery), yachtType: 'sale', path: '/yacht-for-sale/x' });
