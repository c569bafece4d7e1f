/**
 * Builders for demo pages and their first-catalogue components (schema/README.md). Every text is
 * given in both languages; component items get codenames derived from their page.
 */
import type { z } from 'zod';
import type { Codename, ComponentModules } from '../../../schema/components';
import type { ButtonContainerAlignment, ButtonTheme, HeadingComponentLevel, HeadingComponentSize, HeadingPosition } from '../../../schema/constants/component-defaults';
import type { GeneratorContext } from '../context';
import { el, type Elements, type ItemSpec, type LanguageCodename, type MediaRef } from '../kontent';

export type L = Record<LanguageCodename, string>;
export type Built = { codename: string; items: ItemSpec[] };

let counter = 0;
/** Component codenames are unique per run and stable for the same generation order. */
const nextCodename = (prefix: string, type: string): string => `${prefix}__${type}_${(counter += 1)}`;
export const resetComponentCounter = (): void => {
  counter = 0;
};

/**
 * A type's elements as its schema accepts them: demo content the schema would reject fails
 * type-checking here, before it is generated.
 */
export type ElementsFor<K extends Codename> = z.input<ComponentModules[K]['elements']> & Elements;

const component = <K extends Codename>(prefix: string, type: K, en: ElementsFor<K>, es: ElementsFor<K>, extra: ItemSpec[] = []): Built => {
  const codename = nextCodename(prefix, type);
  return { codename, items: [...extra, { type, codename, name: codename, variants: { en, es } }] };
};

export const both = <K extends Codename>(build: (lang: LanguageCodename) => ElementsFor<K>, prefix: string, type: K, extra: ItemSpec[] = []): Built =>
  component(prefix, type, build('en'), build('es'), extra);

export type ButtonSpec = {
  text: L;
  to?: string;
  toPage?: string;
  href?: string;
  theme?: ButtonTheme;
  newTab?: boolean;
  /** A contact_broker_drawer item the button opens (spec 2.13). */
  drawer?: string;
  formPlusBroker?: boolean;
};

/** A button's elements in one language, as an item or as a component in rich text. */
export const buttonElements = (b: ButtonSpec, lang: LanguageCodename): ElementsFor<'button__external___internal_link'> => ({
  button_text: el.text(b.text[lang]),
  theme: el.choice(b.theme ?? 'primary'),
  link__page: b.toPage ? el.linked(b.toPage) : el.linked(),
  link__external: el.text(b.href ?? b.to ?? ''),
  new_tab: b.newTab ? el.choice('yes') : el.choice(),
  contact_broker_drawer: b.drawer ? el.linked(b.drawer) : el.linked(),
  form_plus_broker: b.formPlusBroker ? el.choice('yes') : el.choice(),
});

export const button = (prefix: string, b: ButtonSpec): Built => both((lang) => buttonElements(b, lang), prefix, 'button__external___internal_link');

export const buttons = (prefix: string, specs: ButtonSpec[] = []) => {
  const built = specs.map((b) => button(prefix, b));
  return { codenames: built.map((b) => b.codename), items: built.flatMap((b) => b.items) };
};

const bg = (grey?: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });

export const cover = (prefix: string, c: { title: L; subtitle?: L; image?: MediaRef; size?: 'small' | 'medium' | 'large'; buttons?: ButtonSpec[] }): Built => {
  const b = buttons(prefix, c.buttons);
  return both(
    (lang) => ({
      title: el.text(c.title[lang]),
      subtitle: el.text(c.subtitle?.[lang] ?? ''),
      image_video: c.image ? el.dam(c.image) : el.dam(),
      vertical_alignment: el.choice('bottom'),
      horizontal_alignment: el.choice('center'),
      size: el.choice(c.size ?? 'large'),
      buttons: el.linked(...b.codenames),
    }),
    prefix,
    'page_cover_component',
    b.items,
  );
};

export const headline = (
  prefix: string,
  h: {
    text: L;
    level?: HeadingComponentLevel;
    size?: HeadingComponentSize;
    position?: HeadingPosition;
    anchor?: string;
    grey?: boolean;
  },
): Built =>
  both(
    (lang) => ({
      text: el.text(h.text[lang]),
      level: el.choice(h.level ?? 'h2'),
      ...(h.size ? { size: el.choice(h.size) } : {}),
      position: el.choice(h.position ?? 'center'),
      view_width: el.choice('full'),
      jump_to_anchor: el.text(h.anchor ?? ''),
      ...bg(h.grey),
    }),
    prefix,
    'headline_component',
  );

export const richText = (prefix: string, html: L, grey?: boolean): Built => both((lang) => ({ content: el.richText(html[lang]), ...bg(grey) }), prefix, 'richtext_component');

export const imageText = (prefix: string, t: { title: L; html: L; image: MediaRef; position?: 'left' | 'right'; buttons?: ButtonSpec[]; grey?: boolean }): Built => {
  const b = buttons(prefix, t.buttons);
  return both(
    (lang) => ({
      title: el.text(t.title[lang]),
      text: el.richText(t.html[lang]),
      image: el.dam(t.image),
      image_position: el.choice(t.position ?? 'right'),
      buttons: el.linked(...b.codenames),
      ...bg(t.grey),
    }),
    prefix,
    'image_text_component',
    b.items,
  );
};

export const buttonContainer = (prefix: string, specs: ButtonSpec[], alignment: ButtonContainerAlignment = 'center'): Built => {
  const b = buttons(prefix, specs);
  return both(() => ({ alignment: el.choice(alignment), buttons: el.linked(...b.codenames) }), prefix, 'button_container_component', b.items);
};

export const spacer = (prefix: string, size: 'extra_small' | 'small' | 'medium' | 'large' = 'small'): Built => both(() => ({ size: el.choice(size) }), prefix, 'spacer_component');

export const breadcrumbs = (prefix: string, color: 'blue' | 'white' | 'black' = 'blue'): Built => both(() => ({ color: el.choice(color) }), prefix, 'breadcrumbs_component');

export const splitBanner = (prefix: string, s: { title: L; html: L; image: MediaRef; buttons?: ButtonSpec[]; horizontal?: 'left' | 'right' }): Built => {
  const b = buttons(prefix, s.buttons);
  return both(
    (lang) => ({
      title: el.text(s.title[lang]),
      text: el.richText(s.html[lang]),
      image: el.dam(s.image),
      vertical_alignment: el.choice('bottom'),
      horizontal_alignment: el.choice(s.horizontal ?? 'left'),
      buttons: el.linked(...b.codenames),
      button_theme: el.choice('primary'),
    }),
    prefix,
    'split_banner_component',
    b.items,
  );
};

export type NumberSpec = { number: number; prefix?: string; unit?: L; text: L };

const numberItems = (prefix: string, specs: NumberSpec[]) => {
  const built = specs.map((n) =>
    both(
      (lang) => ({
        prefix: el.text(n.prefix ?? ''),
        number: el.number(n.number),
        unit: el.text(n.unit?.[lang] ?? ''),
        text: el.text(n.text[lang]),
      }),
      prefix,
      'numbers_item',
    ),
  );
  return { codenames: built.map((b) => b.codename), items: built.flatMap((b) => b.items) };
};

export const numbers = (prefix: string, n: { headline?: L; items: NumberSpec[]; grey?: boolean }): Built => {
  const items = numberItems(prefix, n.items);
  return both(
    (lang) => ({
      headline: el.text(n.headline?.[lang] ?? ''),
      style: el.choice('normal'),
      items: el.linked(...items.codenames),
      ...bg(n.grey),
    }),
    prefix,
    'numbers_component',
    items.items,
  );
};

export const bigNumbers = (prefix: string, n: { headline?: L; html?: L; items: NumberSpec[]; grey?: boolean }): Built => {
  const items = numberItems(prefix, n.items);
  return both(
    (lang) => ({
      headline: el.text(n.headline?.[lang] ?? ''),
      text: el.richText(n.html?.[lang] ?? ''),
      items: el.linked(...items.codenames),
      ...bg(n.grey),
    }),
    prefix,
    'big_numbers_component',
    items.items,
  );
};

export const relatedLinks = (prefix: string, r: { headline: L; textLeft: L; textRight: L; buttons: [ButtonSpec, ButtonSpec] }): Built => {
  const b = buttons(prefix, r.buttons);
  return both(
    (lang) => ({
      headline: el.text(r.headline[lang]),
      text_left: el.text(r.textLeft[lang]),
      text_right: el.text(r.textRight[lang]),
      buttons: el.linked(...b.codenames),
    }),
    prefix,
    'related_links_component',
    b.items,
  );
};

export type PageSpec = {
  codename: string;
  slug: L;
  title: L;
  description: L;
  pageType?: 'news' | 'destinations' | 'events' | 'editorials' | 'yachts' | 'people' | 'offices';
  breadcrumbsTitle?: L;
  additionalInfoTitle?: L;
  additionalInfoDescription?: L;
  noindex?: boolean;
  nofollow?: boolean;
  noarchive?: boolean;
  nosnippet?: boolean;
  deactivateBreadcrumbs?: boolean;
  ogContentType?: string;
  sitemapPriority?: number;
  overwriteImage?: MediaRef;
  yachtType?: 'charter' | 'sale';
  eventDate?: string;
  startDate?: string;
  endDate?: string;
  address?: L;
  destination?: { name: L; lat: number; lng: number };
  /** An itinerary page (spec 2.5 'itinerary pages'): the page's `itinerary_page` element is 'yes'. */
  itinerary?: boolean;
  /** category_article: an event's type (its search facet, spec 9.2), by codename. */
  category?: string;
  childPages?: string[];
  lastModified?: string;
  /** Elements that differ in the preview (draft) version. */
  draft?: (lang: LanguageCodename, published: Elements) => Elements;
};

const yes = (flag: boolean | undefined) => (flag ? el.choice('yes') : el.choice());

/** Adds a page and its components to the content set; components render in the given order. */
export const page = (ctx: GeneratorContext, p: PageSpec, parts: Built[]): void => {
  for (const part of parts) part.items.forEach((item) => ctx.add(item));
  const elements = (lang: LanguageCodename): Elements => ({
    title: el.text(p.title[lang]),
    url_slug: el.urlSlug(p.slug[lang]),
    page_type: p.pageType ? el.taxonomy('page_type', p.pageType) : el.taxonomy('page_type'),
    description: el.text(p.description[lang]),
    additional_info_title: el.text(p.additionalInfoTitle?.[lang] ?? ''),
    additional_info_description: el.text(p.additionalInfoDescription?.[lang] ?? ''),
    breadcrumbs_title: el.text(p.breadcrumbsTitle?.[lang] ?? ''),
    components: el.linked(...parts.map((part) => part.codename)),
    child_pages: el.linked(...(p.childPages ?? [])),
    noindex: yes(p.noindex),
    nofollow: yes(p.nofollow),
    noarchive: yes(p.noarchive),
    nosnippet: yes(p.nosnippet),
    deactivate_breadcrumbs: el.choice(p.deactivateBreadcrumbs ? 'yes' : 'no'),
    og_content_type: el.text(p.ogContentType ?? 'website'),
    sitemap_priority: el.number(p.sitemapPriority ?? 0.5),
    overwrite_image: p.overwriteImage ? el.dam(p.overwriteImage) : el.dam(),
    yacht_type: p.yachtType ? el.choice(p.yachtType) : el.choice(),
    event_date: el.dateTime(p.eventDate ?? null),
    start_date: el.dateTime(p.startDate ?? null),
    end_date: el.dateTime(p.endDate ?? null),
    address_organization: el.text(p.address?.[lang] ?? ''),
    category_article: el.text(p.category ?? ''),
    destination_name: el.text(p.destination?.name[lang] ?? ''),
    latitude: el.number(p.destination?.lat ?? null),
    longitude: el.number(p.destination?.lng ?? null),
    itinerary_page: yes(p.itinerary),
  });
  const en = elements('en');
  const es = elements('es');
  ctx.add({
    type: 'page',
    codename: p.codename,
    name: p.title.en,
    lastModified: p.lastModified,
    variants: { en, es },
    draft: p.draft ? { en: p.draft('en', en), es: p.draft('es', es) } : undefined,
  });
};

/** Codename and slug of a page whose path is the same in both languages (spec 2.2). */
export const at = (path: string) => ({ codename: `page_${path.slice(1).replace(/[-/]/g, '_')}`, slug: { en: path, es: path } });

/** The '+' after a figure ("1,850+"), the same in both languages. */
export const plus: L = { en: '+', es: '+' };

/** The office blocks (spec 2.16, 3.8): they link office items generated by the catalogue. */
export const officeListCompact = (prefix: string, o: { headline?: L; offices: string[]; hideMap?: boolean }): Built =>
  both(
    (lang) => ({
      headline: el.text(o.headline?.[lang] ?? ''),
      offices: el.linked(...o.offices),
      hide_map: o.hideMap ? el.choice('yes') : el.choice(),
      background_color__options: el.choice('grey'),
    }),
    prefix,
    'office_list_compact_component',
  );

export const officeMap = (prefix: string, o: { headline?: L; text?: L; offices: string[] }): Built =>
  both((lang) => ({ headline: el.text(o.headline?.[lang] ?? ''), text: el.text(o.text?.[lang] ?? ''), offices: el.linked(...o.offices) }), prefix, 'office_map_component');

export const officeLocation = (prefix: string, o: { headline?: L; office: string }): Built =>
  both((lang) => ({ headline: el.text(o.headline?.[lang] ?? ''), office: el.linked(o.office) }), prefix, 'office_location_component');
/** A manual_yacht_grid (spec 3.10 'Yacht list block'): yachts (or berths) in the editor's order. */
export const yachtGrid = (prefix: string, g: { items: string[]; status?: 'charter' | 'sale' | 'both' | 'ghost'; grey?: boolean }): Built =>
  both(() => ({ yachts: el.linked(...g.items), market_status: g.status ? el.choice(g.status) : el.choice(), ...bg(g.grey) }), prefix, 'manual_yacht_grid');

/** A slider_yacht_component (spec 5.3): a title, charter or sale slides and a link. */
export const yachtSlider = (prefix: string, s: { title: L; slides: string[]; type: 'charter' | 'sale'; link?: ButtonSpec; grey?: boolean }): Built => {
  const b = buttons(prefix, s.link ? [s.link] : []);
  return both(
    (lang) => ({
      title: el.text(s.title[lang]),
      slides: el.linked(...s.slides),
      slide_type: el.choice(s.type),
      link: el.linked(...b.codenames),
      ...bg(s.grey),
    }),
    prefix,
    'slider_yacht_component',
    b.items,
  );
};

/** A previous_next_yacht_component (spec 2.8, 3.7): back, previous and next on a yacht page. */
export const previousNextYacht = (prefix: string): Built => both(() => ({}), prefix, 'previous_next_yacht_component');

/** An algolia_yacht_grid_component (spec 3.10 'Search component'): the first yachts of a search in the 9.2 URL format. */
export const searchYachtGrid = (prefix: string, g: { title: L; query: string; showFilters?: boolean; hits?: number; grey?: boolean }): Built =>
  both(
    (lang) => ({
      title: el.text(g.title[lang]),
      query_string: el.text(g.query),
      show_filters: g.showFilters ? el.choice('yes') : el.choice(),
      hits_per_page: el.number(g.hits ?? null),
      ...bg(g.grey),
    }),
    prefix,
    'algolia_yacht_grid_component',
  );

/** A dynamic_grid_component (spec 9.2 dynamic grid categories): the newest or most popular records of a category. */
export const dynamicGrid = (
  prefix: string,
  g: { title: L; category: 'news' | 'events' | 'people' | 'offices' | 'destinations' | 'editorials'; order?: 'newest' | 'popular'; count?: number; grey?: boolean },
): Built =>
  both(
    (lang) => ({ title: el.text(g.title[lang]), category: el.choice(g.category), order: el.choice(g.order ?? 'newest'), count: el.number(g.count ?? null), ...bg(g.grey) }),
    prefix,
    'dynamic_grid_component',
  );

/** A slider_yacht_recommendation_component: the yachts related to the page's yacht. */
export const yachtRecommendations = (prefix: string, title?: L): Built => both((lang) => ({ title: el.text(title?.[lang] ?? '') }), prefix, 'slider_yacht_recommendation_component');
/** The search page's search (spec 2.10) with a short intro above the box. */
export const searchPage = (prefix: string, intro: L): Built => both((lang) => ({ intro: el.text(intro[lang]) }), prefix, 'search_page_component');
