/** Raw items the faq__media_gallery module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

const second = {
  ...sampleImage,
  id: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
  url: '/media/0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d/cabin.jpg',
  name: 'cabin.jpg',
  description: { en: 'The master cabin', es: 'El camarote principal' },
};

export const fixtures = defineFixtures({
  codename: 'faq__media_gallery',
  valid: [
    { name: 'two captioned pictures', elements: { title: fx.text('On board'), dam_media: dam(sampleImage, second) } },
    { name: 'no pictures yet', elements: { dam_media: dam() } },
  ],
  invalid: [
    { why: 'no media element', element: 'dam_media', elements: { title: fx.text('On board') } },
    { why: 'media not DAM JSON', element: 'dam_media', elements: { dam_media: fx.custom('{not json') } },
  ],
});
