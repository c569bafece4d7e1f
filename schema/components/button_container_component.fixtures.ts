/** Raw items the button_container_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx, item } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'button_container_component',
  valid: [
    {
      name: 'two buttons spread',
      elements: { alignment: fx.choice('spread'), buttons: fx.linked('container_charter', 'container_sale') },
      linked: [
        item('button__external___internal_link', 'container_charter', {
          button_text: fx.text('Charter a yacht'),
          link__external: fx.text('/yacht-charter'),
        }),
        item('button__external___internal_link', 'container_sale', {
          button_text: fx.text('Yachts for sale'),
          link__external: fx.text('/yachts-for-sale'),
          theme: fx.choice('secondary'),
        }),
      ],
    },
    { name: 'empty', elements: {} },
  ],
  invalid: [{ why: 'unknown alignment', element: 'alignment', elements: { alignment: fx.choice('middle') } }],
});
