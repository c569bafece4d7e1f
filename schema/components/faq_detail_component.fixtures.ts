/** Raw items the faq_detail_component module must accept and reject (a type is one unit). */
import { faqBooking, faqCharterGroup, faqTipping } from '../catalogue/faq.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'faq_detail_component',
  valid: [
    { name: 'one topic', elements: { faq_groups: fx.linked('faq_group_charter') }, linked: [faqCharterGroup, faqBooking, faqTipping] },
    {
      name: 'titled, with an introduction',
      elements: { title: fx.text('Questions and answers'), introduction: fx.richText('<p>What our clients ask most.</p>'), faq_groups: fx.linked('faq_group_charter') },
      linked: [faqCharterGroup, faqBooking, faqTipping],
    },
  ],
  invalid: [
    { why: 'no topics element', element: 'faq_groups', elements: { title: fx.text('FAQ') } },
    { why: 'topics as text', element: 'faq_groups', elements: { faq_groups: fx.text('faq_group_charter') } },
  ],
});
