/** Raw items the spacer_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'spacer_component',
  valid: [
    { name: 'large', elements: { size: fx.choice('large') } },
    { name: 'default', elements: {} },
  ],
  invalid: [{ why: 'unknown size', element: 'size', elements: { size: fx.choice('huge') } }],
});
