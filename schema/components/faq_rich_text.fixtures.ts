/** Raw items the faq_rich_text module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'faq_rich_text',
  valid: [
    { name: 'titled passage', elements: { title: fx.text('Before you book'), text: fx.richText('<p>Think about the season first.</p>') } },
    { name: 'text only', elements: { text: fx.richText('<p>Plain words.</p>') } },
  ],
  invalid: [
    { why: 'empty text', element: 'text', elements: { text: fx.richText('<p><br></p>') } },
    { why: 'title is a number', element: 'title', elements: { title: fx.number(3), text: fx.richText('<p>x</p>') } },
  ],
});
