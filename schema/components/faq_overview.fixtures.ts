/** Raw items the faq_overview module must accept and reject (a type is one unit). */
import { faqBooking, faqTipping } from '../catalogue/faq.fixtures';
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'faq_overview',
  valid: [
    {
      name: 'picture, title, questions and CTA',
      elements: {
        title: fx.text('Chartering a yacht'),
        dam_image: dam(sampleImage),
        cta_text: fx.text('Contact a charter broker'),
        cta_link: fx.text('/contact-a-charter-broker'),
        faq_items: fx.linked('faq_booking', 'faq_tipping'),
      },
      linked: [faqBooking, faqTipping],
    },
    { name: 'questions only', elements: { faq_items: fx.linked('faq_booking') }, linked: [faqBooking] },
  ],
  invalid: [
    { why: 'no questions element', element: 'faq_items', elements: { title: fx.text('FAQ') } },
    { why: 'CTA link is a script', element: 'cta_link', elements: { faq_items: fx.linked(), cta_text: fx.text('Go'), cta_link: fx.text('javascript:alert(1)') } },
  ],
});
