/** Raw items the anchor_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'anchor_component',
  valid: [
    { name: 'words', elements: { anchor_text: fx.text('Our services') } },
    { name: 'accents', elements: { anchor_text: fx.text('Gestión técnica') } },
  ],
  invalid: [
    { why: 'text missing', element: 'anchor_text', elements: {} },
    { why: 'no letter', element: 'anchor_text', elements: { anchor_text: fx.text('— · —') } },
  ],
});
