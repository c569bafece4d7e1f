/** Raw items the scroll_anchor_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'scroll_anchor_component',
  valid: [
    {
      name: 'cue in the jump-to menu',
      elements: { anchor_text: fx.text('Introduction'), text: fx.text('Discover'), content_flags: fx.choice('jump_to_enabled') },
    },
    { name: 'target only', elements: { anchor_text: fx.text('Introduction') } },
  ],
  invalid: [{ why: 'anchor text missing', element: 'anchor_text', elements: { text: fx.text('Discover') } }],
});
