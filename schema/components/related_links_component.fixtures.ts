/** Raw items the related_links_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx, item } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'related_links_component',
  valid: [
    {
      name: 'two buttons',
      elements: {
        headline: fx.text('Next'),
        text_left: fx.text('Buy'),
        text_right: fx.text('Sell'),
        buttons: fx.linked('related_buy', 'related_sell'),
      },
      linked: [
        item('button__external___internal_link', 'related_buy', {
          button_text: fx.text('Buy a yacht'),
          link__external: fx.text('/buy-a-yacht'),
        }),
        item('button__external___internal_link', 'related_sell', {
          button_text: fx.text('Sell a yacht'),
          link__external: fx.text('/sell-a-yacht'),
        }),
      ],
    },
    { name: 'empty', elements: {} },
  ],
  invalid: [{ why: 'headline not text', element: 'headline', elements: { headline: fx.number(1) } }],
});
