/** Raw items the gallery_teaser_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';
import { sampleButtons } from './buttons.fixtures-kit';

const pictures = [1, 2, 3, 4, 5, 6].map((n) => ({ ...sampleImage, id: `${sampleImage.id.slice(0, -2)}0${n}` }));

export const fixtures = defineFixtures({
  codename: 'gallery_teaser_component',
  valid: [
    {
      name: 'six pictures and a button',
      elements: { title: fx.text('Life on board'), images: dam(...pictures), buttons: fx.linked('b_charter') },
      linked: sampleButtons,
    },
    {
      name: 'one picture',
      elements: { title: fx.text('Life on board'), images: dam(sampleImage), background_color__options: fx.choice('sand') },
    },
  ],
  invalid: [
    { why: 'images missing', element: 'images', elements: { title: fx.text('x') } },
    { why: 'title missing', element: 'title', elements: { images: dam(sampleImage) } },
  ],
});
