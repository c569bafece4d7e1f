/** Raw items the image_text_component module must accept and reject (DESIGN.md: a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'image_text_component',
  valid: [
    {
      name: 'complete',
      elements: {
        title: fx.text('Crew'),
        text: fx.richText('<p>Hand-picked crews.</p>'),
        image: dam(sampleImage),
        image_position: fx.choice('left'),
        buttons: fx.linked(),
      },
    },
    { name: 'empty', elements: {} },
  ],
  invalid: [
    { why: 'unknown image position', element: 'image_position', elements: { image_position: fx.choice('top') } },
    { why: 'buttons not linked items', element: 'buttons', elements: { buttons: fx.text('x') } },
  ],
});
