/** Raw items the split_image_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';
import { sampleButtons } from './buttons.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'split_image_component',
  valid: [
    {
      name: 'two pictures and a button',
      elements: {
        title: fx.text('Sail or motor'),
        text: fx.text('Two ways to see the coast'),
        image_left: dam(sampleImage),
        image_right: dam(sampleImage),
        buttons: fx.linked('b_charter'),
      },
      linked: sampleButtons,
    },
    { name: 'lighter dimming', elements: { title: fx.text('Sail or motor'), image_left: dam(sampleImage), dimming: fx.number(30) } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: { image_left: dam(sampleImage) } },
    { why: 'dimming over 90', element: 'dimming', elements: { title: fx.text('x'), dimming: fx.number(100) } },
  ],
});
