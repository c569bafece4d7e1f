/** Raw items the big_words_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'big_words_component',
  valid: [
    { name: 'words and a line', elements: { words: fx.text('Every voyage is personal'), text: fx.text('Since 1990') } },
    {
      name: 'no animation',
      elements: {
        words: fx.text('Calm seas'),
        content_flags: fx.choice('animation_disabled'),
      },
    },
  ],
  invalid: [
    { why: 'words missing', element: 'words', elements: { text: fx.text('x') } },
    { why: 'words blank', element: 'words', elements: { words: fx.text('  ') } },
  ],
});
