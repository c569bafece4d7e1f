/** Raw items the action_bar_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { sampleButtons } from './buttons.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'action_bar_component',
  valid: [
    {
      name: 'two buttons',
      elements: { text: fx.text('Ready to plan your charter?'), buttons: fx.linked('b_charter', 'b_sale') },
      linked: sampleButtons,
    },
    { name: 'text only', elements: { text: fx.text('Ready to plan your charter?') } },
  ],
  invalid: [{ why: 'text missing', element: 'text', elements: { buttons: fx.linked('b_charter') } }],
});
