/** Raw items the contact_large_component module must accept and reject (DESIGN.md: a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'contact_large_component',
  valid: [
    {
      name: 'complete',
      elements: {
        title: fx.text('Our head office'),
        text: fx.richText('<p>Open every weekday.</p>'),
        image: dam(sampleImage),
        phone: fx.text('+377 (0) 93 10-20 30'),
        email: fx.text('monaco@halcyonyachts.example'),
        buttons: fx.linked(),
      },
    },
    { name: 'title only', elements: { title: fx.text('Call us') } },
  ],
  invalid: [
    { why: 'title missing', element: 'title', elements: { phone: fx.text('+377 93 10 20 30') } },
    { why: 'phone not text', element: 'phone', elements: { title: fx.text('Call us'), phone: fx.number(1) } },
  ],
});
