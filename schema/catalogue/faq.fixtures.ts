/** Sample faq_item and faq_group items (spec 3.10) in the Delivery API's shape, linked by the FAQ components' fixtures. */
import { dam, fx, item, sampleImage, type RejectedElements } from '../fixtures';

export const faqBooking = item('faq_item', 'faq_booking', {
  question: fx.text('How far ahead should I book?'),
  answer: fx.richText('<p>Six to nine months ahead for July and August.</p>'),
  anchor: fx.text('booking-ahead'),
  display_order: fx.number(1),
});

export const faqTipping = item('faq_item', 'faq_tipping', {
  question: fx.text('Is a tip expected for the crew?'),
  answer: fx.richText('<p>It is customary: 10–15% of the charter fee.</p>'),
});

export const faqCharterGroup = item('faq_group', 'faq_group_charter', {
  title: fx.text('Chartering a yacht'),
  dam_image: dam(sampleImage),
  cta_text: fx.text('Contact a charter broker'),
  cta_link: fx.text('/contact-a-charter-broker'),
  faq_items: fx.linked('faq_booking', 'faq_tipping'),
});

export const sampleFaqItems = [faqBooking, faqTipping, faqCharterGroup];

export const validFaqItemElements: Record<string, unknown>[] = [faqBooking.elements, faqTipping.elements];
export const invalidFaqItemElements: RejectedElements[] = [
  { why: 'no question', elements: { question: fx.text(' '), answer: fx.richText('<p>Yes.</p>') } },
  { why: 'empty answer', elements: { question: fx.text('Why?'), answer: fx.richText('<p><br></p>') } },
  { why: 'anchor with a hash and spaces', elements: { question: fx.text('Why?'), answer: fx.richText('<p>Yes.</p>'), anchor: fx.text('#my anchor') } },
];

export const validFaqGroupElements: Record<string, unknown>[] = [faqCharterGroup.elements, { title: fx.text('Crew') }];
export const invalidFaqGroupElements: RejectedElements[] = [
  { why: 'no title', elements: { faq_items: fx.linked('faq_booking') } },
  { why: 'script CTA link', elements: { title: fx.text('Crew'), cta_text: fx.text('Go'), cta_link: fx.text('javascript:alert(1)') } },
  { why: 'questions as text', elements: { title: fx.text('Crew'), faq_items: fx.text('faq_booking') } },
];
