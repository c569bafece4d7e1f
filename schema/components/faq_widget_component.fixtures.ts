/** Raw items the faq_widget_component module must accept and reject (a type is one unit). */
import { faqBooking, faqTipping } from '../catalogue/faq.fixtures';
import { defineFixtures, fx, item } from '../fixtures';

const faqPage = item('page', 'page_charter_faq', { url_slug: fx.urlSlug('/yacht-charter/faq') });

export const fixtures = defineFixtures({
  codename: 'faq_widget_component',
  valid: [
    {
      name: 'questions linking into the FAQ page',
      elements: { title: fx.text('Questions clients ask'), faq_items: fx.linked('faq_booking', 'faq_tipping'), faq_page: fx.linked('page_charter_faq'), link_text: fx.text('All charter questions') },
      linked: [faqBooking, faqTipping, faqPage],
    },
    { name: 'answers in place', elements: { faq_items: fx.linked('faq_booking') }, linked: [faqBooking] },
  ],
  invalid: [
    { why: 'no questions element', element: 'faq_items', elements: { title: fx.text('FAQ') } },
    { why: 'page as text', element: 'faq_page', elements: { faq_items: fx.linked(), faq_page: fx.text('/faq') } },
  ],
});
