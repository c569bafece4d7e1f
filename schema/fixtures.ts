/**
 * Sample raw content in the Delivery API's shape: valid and invalid `elements` for every
 * component type. Tests of the schemas, the JSON Schemas and the renderer share them.
 */
import type { Codename } from './components';
import type { ContentItem } from './kontent';

type Raw = Record<string, unknown>;

export const fx = {
  text: (value: string): Raw => ({ type: 'text', name: 'Text', value }),
  richText: (value: string, extra: Raw = {}): Raw => ({
    type: 'rich_text',
    name: 'Rich text',
    value,
    images: {},
    links: {},
    modular_content: [],
    ...extra,
  }),
  number: (value: number | null): Raw => ({ type: 'number', name: 'Number', value }),
  choice: (...codenames: string[]): Raw => ({
    type: 'multiple_choice',
    name: 'Choice',
    value: codenames.map((codename) => ({ name: codename, codename })),
  }),
  linked: (...codenames: string[]): Raw => ({ type: 'modular_content', name: 'Linked items', value: codenames }),
  custom: (value: string): Raw => ({ type: 'custom', name: 'Media', value }),
  urlSlug: (value: string): Raw => ({ type: 'url_slug', name: 'URL slug', value }),
};

export const sampleImage = {
  id: '5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10',
  url: '/media/5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10/yacht-at-anchor.jpg',
  name: 'yacht-at-anchor.jpg',
  type: 'image/jpeg',
  width: 2400,
  height: 1600,
  alt: { en: 'A superyacht at anchor off Mallorca', es: 'Un superyate fondeado frente a Mallorca' },
  title: null,
  description: { en: 'Anchored at dusk', es: 'Fondeado al atardecer' },
  blurhash: null,
  videoPoster: null,
};

export const sampleVideo = {
  ...sampleImage,
  id: '9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4',
  url: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.mp4',
  name: 'cruising.mp4',
  type: 'video/mp4',
  videoPoster: '/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising-poster.jpg',
};

export const dam = (...media: object[]): Raw => fx.custom(media.length > 0 ? JSON.stringify(media) : '');

export const item = (type: string, codename: string, elements: Raw, name = codename): ContentItem => ({
  system: {
    id: `id-${codename}`,
    name,
    codename,
    language: 'en',
    type,
    last_modified: '2026-01-01T00:00:00Z',
  },
  elements: Object.fromEntries(
    Object.entries(elements).map(([key, value]) => [
      key,
      { type: 'unknown', name: key, value: null, ...(typeof value === 'object' && value !== null ? value : {}) },
    ]),
  ),
});

/** Complete and minimal valid elements per type. */
export const validElements: Record<Codename, Raw[]> = {
  page_cover_component: [
    {
      title: fx.text('Yacht charter'),
      subtitle: fx.text('The Mediterranean, your way'),
      image_video: dam(sampleImage),
      vertical_alignment: fx.choice('bottom'),
      horizontal_alignment: fx.choice('center'),
      size: fx.choice('large'),
      buttons: fx.linked(),
      background_color__options: fx.choice('white'),
    },
    { title: fx.text('Yacht charter') },
  ],
  headline_component: [
    {
      text: fx.text('Our fleet'),
      level: fx.choice('h3'),
      size: fx.choice('2xl'),
      color: fx.choice('blue-dark'),
      position: fx.choice('left'),
      view_width: fx.choice('narrow'),
      jump_to_anchor: fx.text('fleet'),
      background_color__options: fx.choice('grey'),
    },
    { text: fx.text('Our fleet') },
  ],
  richtext_component: [
    { content: fx.richText('<p>Charter with confidence.</p>'), background_color__options: fx.choice('grey') },
    { content: fx.richText('<p>Text</p>') },
  ],
  image_text_component: [
    {
      title: fx.text('Crew'),
      text: fx.richText('<p>Hand-picked crews.</p>'),
      image: dam(sampleImage),
      image_position: fx.choice('left'),
      buttons: fx.linked(),
    },
    {},
  ],
  button_container_component: [{ alignment: fx.choice('spread'), buttons: fx.linked() }, {}],
  button__external___internal_link: [
    {
      button_text: fx.text('Contact us'),
      theme: fx.choice('secondary'),
      link__page: fx.linked(),
      link__external: fx.text('https://example.com/brochure'),
      new_tab: fx.choice('yes'),
      contact_broker_drawer: fx.linked(),
      form_plus_broker: fx.choice(),
    },
    { button_text: fx.text('Contact us'), link__external: fx.text('/contact') },
  ],
  spacer_component: [{ size: fx.choice('large') }, {}],
  breadcrumbs_component: [{ color: fx.choice('white') }, {}],
  split_banner_component: [
    {
      title: fx.text('Sell your yacht'),
      text: fx.richText('<p>Global reach.</p>'),
      image: dam(sampleImage),
      vertical_alignment: fx.choice('center'),
      horizontal_alignment: fx.choice('right'),
      buttons: fx.linked(),
      button_theme: fx.choice('secondary'),
    },
    { title: fx.text('Sell your yacht') },
  ],
  numbers_component: [{ headline: fx.text('In numbers'), style: fx.choice('inverted'), items: fx.linked() }, {}],
  numbers_item: [
    { prefix: fx.text('+'), number: fx.number(1200), unit: fx.text('yachts'), text: fx.text('sold') },
    { number: fx.number(0) },
  ],
  big_numbers_component: [
    { headline: fx.text('Since 1990'), text: fx.richText('<p>Decades at sea.</p>'), items: fx.linked() },
    {},
  ],
  related_links_component: [
    { headline: fx.text('Next'), text_left: fx.text('Buy'), text_right: fx.text('Sell'), buttons: fx.linked() },
    {},
  ],
};

export type InvalidFixture = { why: string; elements: Raw };

const wrongType = { type: 'rich_text', name: 'Wrong', value: '<p>x</p>' };

/** Elements every schema must reject, each with the reason. */
export const invalidElements: Record<Codename, InvalidFixture[]> = {
  page_cover_component: [
    { why: 'title missing', elements: { subtitle: fx.text('x') } },
    { why: 'title blank', elements: { title: fx.text('   ') } },
    { why: 'unknown size', elements: { title: fx.text('x'), size: fx.choice('huge') } },
    { why: 'media not a custom element', elements: { title: fx.text('x'), image_video: fx.text('x') } },
  ],
  headline_component: [
    { why: 'text missing', elements: {} },
    { why: 'text of another element type', elements: { text: wrongType } },
    { why: 'level h1 is not offered', elements: { text: fx.text('x'), level: fx.choice('h1') } },
    { why: 'unknown color', elements: { text: fx.text('x'), color: fx.choice('pink') } },
  ],
  richtext_component: [
    { why: 'content missing', elements: {} },
    { why: 'content cleared', elements: { content: fx.richText('<p><br></p>') } },
    { why: 'content is plain text', elements: { content: fx.text('x') } },
  ],
  image_text_component: [
    { why: 'unknown image position', elements: { image_position: fx.choice('top') } },
    { why: 'buttons not linked items', elements: { buttons: fx.text('x') } },
  ],
  button_container_component: [{ why: 'unknown alignment', elements: { alignment: fx.choice('middle') } }],
  button__external___internal_link: [
    { why: 'text missing', elements: { link__external: fx.text('/x') } },
    { why: 'unknown theme', elements: { button_text: fx.text('x'), theme: fx.choice('ghost') } },
    {
      why: 'script URL',
      elements: { button_text: fx.text('x'), link__external: fx.text('javascript:alert(1)') },
    },
  ],
  spacer_component: [{ why: 'unknown size', elements: { size: fx.choice('huge') } }],
  breadcrumbs_component: [{ why: 'unknown color', elements: { color: fx.choice('green') } }],
  split_banner_component: [
    { why: 'title missing', elements: {} },
    { why: 'center is not a side', elements: { title: fx.text('x'), horizontal_alignment: fx.choice('center') } },
  ],
  numbers_component: [{ why: 'unknown style', elements: { style: fx.choice('bold') } }],
  numbers_item: [
    { why: 'number missing', elements: { text: fx.text('x') } },
    { why: 'number empty', elements: { number: fx.number(null) } },
    { why: 'number as text', elements: { number: { type: 'number', name: 'n', value: '12' } } },
  ],
  big_numbers_component: [{ why: 'items not linked items', elements: { items: fx.number(3) } }],
  related_links_component: [{ why: 'headline not text', elements: { headline: fx.number(1) } }],
};
