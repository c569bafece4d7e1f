/** Raw items the highlight_copy_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'highlight_copy_component',
  valid: [
    {
      name: 'with a highlight',
      elements: {
        headline: fx.text('Our promise'),
        copy: fx.text('We answer every enquiry within a day.'),
        highlight: fx.text('within a day'),
      },
    },
    { name: 'copy only', elements: { copy: fx.text('Calm seas and a good crew.') } },
  ],
  invalid: [{ why: 'copy missing', element: 'copy', elements: { headline: fx.text('x') } }],
});
