/** Raw items the headline_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'headline_component',
  valid: [
    {
      name: 'complete',
      elements: {
        text: fx.text('Our fleet'),
        level: fx.choice('h3'),
        size: fx.choice('2xl'),
        color: fx.choice('blue-dark'),
        position: fx.choice('left'),
        view_width: fx.choice('narrow'),
        jump_to_anchor: fx.text('fleet'),
        background_color__options: fx.choice('grey'),
      },
    },
    { name: 'minimal', elements: { text: fx.text('Our fleet') } },
  ],
  invalid: [
    { why: 'text missing', element: 'text', elements: {} },
    { why: 'text blank', element: 'text', elements: { text: fx.text('  ') } },
    { why: 'text of another element type', element: 'text', elements: { text: { type: 'rich_text', name: 'Wrong', value: '<p>x</p>' } } },
    { why: 'level h1 is not offered', element: 'level', elements: { text: fx.text('x'), level: fx.choice('h1') } },
    { why: 'unknown color', element: 'color', elements: { text: fx.text('x'), color: fx.choice('pink') } },
  ],
});
