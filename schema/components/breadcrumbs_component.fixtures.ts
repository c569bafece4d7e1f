/** Raw items the breadcrumbs_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'breadcrumbs_component',
  valid: [
    { name: 'white', elements: { color: fx.choice('white') } },
    { name: 'default', elements: {} },
  ],
  invalid: [{ why: 'unknown color', element: 'color', elements: { color: fx.choice('green') } }],
});
