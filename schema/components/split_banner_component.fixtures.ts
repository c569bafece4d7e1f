/** Raw items the split_banner_component module must accept and reject (DESIGN.md: a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'split_banner_component',
  valid: [
    {
      name: 'complete',
      elements: {
        title: fx.text('Sell your yacht'),
        text: fx.richText('<p>Global reach.</p>'),
        image: dam(sampleImage),
        vertical_alignment: fx.choice('center'),
        horizontal_alignment: fx.choice('right'),
        buttons: fx.linked(),
        button_theme: fx.choice('secondary'),
      },
    },
    { name: 'minimal', elements: { title: fx.text('Sell your yacht') } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: {} },
    {
      why: 'center is not a side',
      element: 'horizontal_alignment',
      elements: { title: fx.text('x'), horizontal_alignment: fx.choice('center') },
    },
  ],
});
