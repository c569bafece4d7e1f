/**
 * A small content store for the local Delivery API's tests: pages linking components four levels
 * deep, yachts with every filterable element type, a Spanish translation for some items only, and
 * drafts only the preview set holds.
 */
import { z } from 'zod';
import { contentItemSchema, itemsResponseSchema } from '../schema/kontent';
import type { LocalDeliveryApi } from '../services/kontent/api';
import type { StoreInput } from '../services/kontent/store';

type Elements = StoreInput['published'][number]['elements'];
type VariantInput = StoreInput['published'][number];

const choice = (...codenames: string[]) => codenames.map((codename) => ({ name: codename.toUpperCase(), codename }));

export const el = {
  text: (value: string) => ({ type: 'text' as const, name: 'Text', value }),
  slug: (value: string) => ({ type: 'url_slug' as const, name: 'URL slug', value }),
  number: (value: number | null) => ({ type: 'number' as const, name: 'Number', value }),
  date: (value: string | null) => ({ type: 'date_time' as const, name: 'Date', value, display_timezone: null }),
  choice: (...codenames: string[]) => ({
    type: 'multiple_choice' as const,
    name: 'Choice',
    value: choice(...codenames),
  }),
  taxonomy: (group: string, ...codenames: string[]) => ({
    type: 'taxonomy' as const,
    name: 'Taxonomy',
    taxonomy_group: group,
    value: choice(...codenames),
  }),
  linked: (...codenames: string[]) => ({ type: 'modular_content' as const, name: 'Linked', value: codenames }),
  richText: (html: string, linked: string[] = []) => ({
    type: 'rich_text' as const,
    name: 'Rich text',
    value: html,
    images: {},
    links: {},
    modular_content: linked,
  }),
  custom: (value: string) => ({ type: 'custom' as const, name: 'Custom', value }),
  asset: (...names: string[]) => ({
    type: 'asset' as const,
    name: 'Asset',
    value: names.map((name) => ({
      name,
      description: null,
      type: 'image/jpeg',
      size: 1000,
      url: `/media/${name}`,
      width: 10,
      height: 10,
    })),
  }),
};

export const variant = (codename: string, type: string, language: string, elements: Elements, system: Partial<VariantInput['system']> = {}): VariantInput => ({
  system: {
    id: `id-${codename}`,
    name: codename.replace(/_/g, ' '),
    codename,
    language,
    type,
    collection: 'default',
    sitemap_locations: [],
    last_modified: '2024-01-01T00:00:00Z',
    workflow_step: 'published',
    workflow: 'default',
    ...system,
  },
  elements,
});

const page = (codename: string, language: string, title: string, slug: string, components: string[], extra: Elements = {}) =>
  variant(codename, 'page', language, {
    title: el.text(title),
    url_slug: el.slug(slug),
    components: el.linked(...components),
    child_pages: el.linked(),
    ...extra,
  });

const yacht = (codename: string, elements: Elements, system: Partial<VariantInput['system']> = {}) => variant(codename, 'yacht', 'en', elements, system);

const publishedItems = (): VariantInput[] => [
  page('home', 'en', 'Home', '/', ['hero', 'intro'], { child_pages: el.linked('charter') }),
  page('home', 'es', 'Inicio', '/', ['hero', 'intro'], { child_pages: el.linked('charter') }),
  // Not translated: Spanish requests fall back to English.
  page('charter', 'en', 'Yacht charter', '/yacht-charter', ['charter_headline'], {
    page_type: el.taxonomy('page_type', 'yachts'),
  }),
  page('news', 'en', 'News', '/yachting-news', [], { page_type: el.taxonomy('page_type', 'news') }),
  page('news', 'es', 'Noticias', '/yachting-news', [], { page_type: el.taxonomy('page_type', 'news') }),
  variant('hero', 'headline_component', 'en', { text: el.text('Welcome aboard'), level: el.choice('h1') }),
  variant('hero', 'headline_component', 'es', { text: el.text('Bienvenidos'), level: el.choice('h1') }),
  variant('charter_headline', 'headline_component', 'en', { text: el.text('Charter'), level: el.choice('h2') }),
  variant('intro', 'richtext_component', 'en', {
    content: el.richText('<p>Intro</p><object type="application/kenticocloud" data-type="item" data-codename="cta"></object>', ['cta']),
  }),
  variant('cta', 'button__external___internal_link', 'en', {
    button_text: el.text('See charter yachts'),
    link__page: el.linked('charter'),
  }),
  yacht(
    'aurora',
    {
      name: el.text('Aurora'),
      length: el.number(45.5),
      price: el.number(1200000),
      built: el.date('2015-06-01T00:00:00Z'),
      yacht_type: el.choice('charter'),
      features: el.taxonomy('yacht_features', 'jacuzzi', 'gym'),
      brokers: el.linked('broker_anna'),
      gallery: el.asset('aurora.jpg'),
    },
    { last_modified: '2024-03-01T00:00:00Z', collection: 'fleet' },
  ),
  yacht(
    'blue_horizon',
    {
      name: el.text('Blue Horizon'),
      length: el.number(62),
      price: el.number(null),
      built: el.date('2019-04-15T00:00:00Z'),
      yacht_type: el.choice('charter', 'sale'),
      features: el.taxonomy('yacht_features', 'gym'),
      brokers: el.linked('broker_anna', 'broker_ben'),
      gallery: el.asset(),
    },
    { last_modified: '2024-02-01T00:00:00Z', collection: 'fleet' },
  ),
  yacht(
    'coral',
    {
      name: el.text('Coral'),
      length: el.number(30),
      price: el.number(800000),
      built: el.date('2008-09-30T00:00:00Z'),
      yacht_type: el.choice('sale'),
      features: el.taxonomy('yacht_features'),
      brokers: el.linked(),
      gallery: el.asset('coral.jpg'),
    },
    { last_modified: '2024-04-01T00:00:00Z' },
  ),
  yacht(
    'dawn',
    {
      name: el.text(''),
      length: el.number(80),
      price: el.number(5000000),
      built: el.date(null),
      yacht_type: el.choice(),
      features: el.taxonomy('yacht_features', 'jacuzzi'),
      brokers: el.linked('broker_ben'),
      gallery: el.asset(),
    },
    { last_modified: '2023-12-01T00:00:00Z', workflow_step: 'archived' },
  ),
  variant('broker_anna', 'person', 'en', { name: el.text('Anna'), office: el.linked('office_monaco') }),
  variant('broker_ben', 'person', 'en', { name: el.text('Ben'), office: el.linked('office_monaco') }),
  variant('office_monaco', 'office', 'en', { name: el.text('Monaco'), region: el.linked('region_med') }),
  // Links back to the office: a cycle the depth resolution must not follow forever.
  variant('region_med', 'region', 'en', { name: el.text('Mediterranean'), offices: el.linked('office_monaco') }),
];

/** The published set plus a draft headline and a never-published page. */
const previewItems = (): VariantInput[] => [
  ...publishedItems().map((v) =>
    v.system.codename === 'hero' && v.system.language === 'en'
      ? variant(
          'hero',
          'headline_component',
          'en',
          { text: el.text('Draft headline'), level: el.choice('h1') },
          {
            workflow_step: 'draft',
          },
        )
      : v,
  ),
  page('draft_page', 'en', 'Draft page', '/draft', [], {}),
];

const typeOf = (codename: string, elements: Record<string, string>) => ({
  system: { id: `type-${codename}`, name: codename, codename, last_modified: '2024-01-01T00:00:00Z' },
  elements: Object.fromEntries(
    Object.entries(elements).map(([element, type]) => [
      element,
      {
        type,
        name: element,
        ...(type === 'multiple_choice' ? { options: choice('charter', 'sale') } : {}),
        ...(type === 'taxonomy' ? { taxonomy_group: element === 'page_type' ? 'page_type' : 'yacht_features' } : {}),
      },
    ]),
  ),
});

export const fixtureInput = (): StoreInput => ({
  manifest: {
    environmentId: 'demo',
    defaultLanguage: 'en',
    languages: [{ system: { id: 'lang-en', name: 'English', codename: 'en' } }, { system: { id: 'lang-es', name: 'Español', codename: 'es' } }],
    fallbacks: { es: 'en' },
  },
  types: [
    typeOf('page', {
      title: 'text',
      url_slug: 'url_slug',
      components: 'modular_content',
      child_pages: 'modular_content',
      page_type: 'taxonomy',
    }),
    typeOf('headline_component', { text: 'text', level: 'multiple_choice' }),
    typeOf('richtext_component', { content: 'rich_text' }),
    typeOf('button__external___internal_link', { button_text: 'text', link__page: 'modular_content' }),
    typeOf('yacht', {
      name: 'text',
      length: 'number',
      price: 'number',
      built: 'date_time',
      yacht_type: 'multiple_choice',
      features: 'taxonomy',
      brokers: 'modular_content',
      gallery: 'asset',
    }),
    typeOf('person', { name: 'text', office: 'modular_content' }),
    typeOf('office', { name: 'text', region: 'modular_content' }),
    typeOf('region', { name: 'text', offices: 'modular_content' }),
  ],
  taxonomies: [
    {
      system: { id: 'tax-page-type', name: 'Page type', codename: 'page_type', last_modified: '2024-01-01T00:00:00Z' },
      terms: [
        { name: 'News', codename: 'news', terms: [] },
        { name: 'Yachts', codename: 'yachts', terms: [] },
      ],
    },
    {
      system: {
        id: 'tax-features',
        name: 'Yacht features',
        codename: 'yacht_features',
        last_modified: '2024-01-01T00:00:00Z',
      },
      terms: [{ name: 'Wellness', codename: 'wellness', terms: [{ name: 'Jacuzzi', codename: 'jacuzzi', terms: [] }] }],
    },
  ],
  published: publishedItems(),
  preview: previewItems(),
});

export const kontentErrorSchema = z.object({
  message: z.string().min(1),
  request_id: z.string().min(1),
  error_code: z.number(),
  specific_code: z.number(),
});

export const singleItemSchema = z.object({
  item: contentItemSchema,
  modular_content: z.record(z.string(), contentItemSchema),
});

/** GET `url` from `api`; the body checked against the Delivery API's list shape. */
export const getItems = async (api: LocalDeliveryApi, url: string, headers: Record<string, string> = {}) => {
  const response = await api.handle({ method: 'GET', url, headers });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { ...response, body: itemsResponseSchema.parse(response.body) };
};

export const codenamesOf = (body: { items: readonly { system: { codename: string } }[] }): string[] => body.items.map((item) => item.system.codename);

/** GET `url` expecting an error: its status and Kontent error body. */
export const getError = async (api: LocalDeliveryApi, url: string, headers: Record<string, string> = {}) => {
  const response = await api.handle({ method: 'GET', url, headers });
  return { status: response.status, headers: response.headers, error: kontentErrorSchema.parse(response.body) };
};
