/** Raw items the compare_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'compare_component',
  valid: [
    { name: 'grey', elements: { background_color__options: fx.choice('grey') } },
    { name: 'default', elements: {} },
  ],
  invalid: [{ why: 'background is not a choice', element: 'background_color__options', elements: { background_color__options: fx.text('grey') } }],
});
