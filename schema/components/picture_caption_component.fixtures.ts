/** Raw items the picture_caption_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'picture_caption_component',
  valid: [
    { name: "the picture's own description as caption, on grey", elements: { image: dam(sampleImage), background_color__options: fx.choice('grey') } },
    { name: "a picture with the editor's caption", elements: { image: dam(sampleImage), caption: fx.text('Aurora off Formentera, June') } },
  ],
  invalid: [
    { why: 'no image element', element: 'image', elements: { caption: fx.text('Aurora') } },
    { why: 'caption is a number', element: 'caption', elements: { image: dam(sampleImage), caption: fx.number(3) } },
  ],
});
