/** Sample menu and footer items (spec 2.6, 2.7, 3.11) in the Delivery API's shape, per type. */
import { dam, fx, sampleImage, type RejectedElements } from '../fixtures';

type Fixtures = { valid: Record<string, unknown>[]; invalid: RejectedElements[] };

export const navigationFixtures = {
  menu_configuration: {
    valid: [{ items: fx.linked('menu_item_charter'), enquiry_text: fx.text('Inquire'), enquiry_url: fx.text('/contact-superyacht-company') }, {}],
    invalid: [{ why: 'items not linked items', elements: { items: fx.text('Charter') } }],
  },
  menu_item: {
    valid: [
      { text: fx.text('Charter'), url: fx.text('/yacht-charter'), sub_menu_items: fx.linked('group_find'), image_teasers: fx.linked() },
      { text: fx.text('Sell'), url: fx.text('/sell') },
    ],
    invalid: [
      { why: 'text blank', elements: { text: fx.text(''), url: fx.text('/x') } },
      { why: 'url missing', elements: { text: fx.text('Charter') } },
    ],
  },
  menu_group: {
    valid: [{ group_heading: fx.text('Find a yacht'), group_heading_url: fx.text(''), group_links: fx.linked('link_new') }, { group_heading: fx.text('More') }],
    invalid: [{ why: 'heading missing', elements: { group_links: fx.linked() } }],
  },
  link_item: {
    valid: [{ text: fx.text('Crew network'), url: fx.text('https://crew.example.com/') }],
    invalid: [
      { why: 'text blank', elements: { text: fx.text('  '), url: fx.text('/x') } },
      { why: 'url a number', elements: { text: fx.text('x'), url: fx.number(1) } },
    ],
  },
  image_teaser: {
    valid: [
      { headline: fx.text('Where to cruise'), text: fx.text(''), background_image: dam(sampleImage), cta_text: fx.text('Explore'), cta_url: fx.text('/destinations') },
      { headline: fx.text('Sustainability') },
    ],
    invalid: [
      { why: 'headline missing', elements: { text: fx.text('x') } },
      { why: 'image without url', elements: { headline: fx.text('x'), background_image: dam({ ...sampleImage, url: '' }) } },
    ],
  },
  link_list: {
    valid: [{ headline: fx.text('Charter'), links: fx.linked('link_new') }, { headline: fx.text('Legal') }],
    invalid: [{ why: 'headline blank', elements: { headline: fx.text(' ') } }],
  },
  footer_configuration: {
    valid: [
      {
        newsletter_headline: fx.text("Let's keep in touch"),
        newsletter_cta_text: fx.text('Request newsletter'),
        newsletter_cta_url: fx.text('https://forms.example.com/newsletter'),
        link_lists: fx.linked('list_charter'),
        social_instagram: fx.text('https://www.instagram.com/brand'),
        legal_links: fx.linked('legal_privacy'),
      },
    ],
    invalid: [{ why: 'newsletter headline missing', elements: { newsletter_cta_text: fx.text('x'), newsletter_cta_url: fx.text('https://x') } }],
  },
} satisfies Record<string, Fixtures>;
