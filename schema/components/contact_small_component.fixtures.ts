/** Raw items the contact_small_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'contact_small_component',
  valid: [
    { name: 'complete', elements: { title: fx.text('Questions? Call us'), phone: fx.text('+34 971 000 000'), email: fx.text('palma@halcyonyachts.example') } },
    { name: 'title only', elements: { title: fx.text('Write to us') } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: { phone: fx.text('+34 971 000 000') } },
    { why: 'button not linked items', element: 'button', elements: { title: fx.text('Call'), button: fx.text('x') } },
  ],
});
