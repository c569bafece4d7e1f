/** Raw items the richtext_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'richtext_component',
  valid: [
    { name: 'grey', elements: { content: fx.richText('<p>Charter with confidence.</p>'), background_color__options: fx.choice('grey') } },
    { name: 'minimal', elements: { content: fx.richText('<p>Text</p>') } },
  ],
  invalid: [
    { why: 'content missing', element: 'content', elements: {} },
    { why: 'content cleared', element: 'content', elements: { content: fx.richText('<p><br></p>') } },
    { why: 'content is plain text', element: 'content', elements: { content: fx.text('x') } },
  ],
});
