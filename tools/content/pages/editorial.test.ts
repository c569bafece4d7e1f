/**
 * The editorial pages (crew, about, contact, news, events, destinations, legal, application pages)
 * and the CMS redirects: routes, page fields, component validity, links, translations and preview.
 */
import { BROKER_DRAWERS } from '../catalogue/broker-drawers';
import { fakerEN, fakerES } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { componentModules, isCodename } from '../../../schema/components/index';
import { pageElementsSchema } from '../../../schema/page';
import type { Generator, GeneratorContext, ImageRequest } from '../context';
import { named, type Elements, type ItemSpec, type LanguageCodename } from '../kontent';
import { generateAboutPages } from './about';
import { generateAppRoutePages } from './app-routes';
import { generateContactPages } from './contact';
import { generateCrewPages } from './crew';
import { generateDestinationPages } from './destinations';
import { generateEventPages } from './events';
import { generatePages } from './index';
import { generateLegalPages } from './legal';
import { generateNewsPages } from './news';
import { generateRedirects } from './redirects';
import { resetComponentCounter } from './shared';

const LANGS: LanguageCodename[] = ['en', 'es'];

const run = (generators: Generator[]) => {
  resetComponentCounter();
  const items: ItemSpec[] = [];
  const images: ImageRequest[] = [];
  const ctx: GeneratorContext = {
    seed: 1,
    yachtCount: 0,
    random: () => 0.5,
    faker: { en: fakerEN, es: fakerES },
    media: {
      image: (request) => {
        images.push(request);
        const { key, about } = request;
        const base = { id: key, url: `/media/${key}/${key}.jpg`, name: `${key}.jpg`, type: 'image/jpeg', width: 2400, height: 1600 };
        return { ...base, alt: about, title: null, description: { en: '', es: '' }, blurhash: null, videoPoster: null };
      },
      // The demo film of the pages' video heroes (and its poster and captions).
      file: ({ key, name, type }) => ({
        id: key,
        url: `/media/${key}/${name}`,
        name,
        type,
        width: 640,
        height: 400,
        alt: { en: key, es: key },
        title: null,
        description: { en: '', es: '' },
        blurhash: null,
        videoPoster: null,
      }),
    },
    add: (item) => {
      items.push(item);
    },
    items: () => items,
  };
  generators.forEach((g) => g(ctx));
  return { items, images };
};

const mine = [generateCrewPages, generateAboutPages, generateContactPages, generateNewsPages, generateEventPages, generateDestinationPages, generateLegalPages, generateAppRoutePages];
const { items, images } = run([...mine, generateRedirects]);
const everything = run([generatePages]).items;

const byCodename = new Map(items.map((item) => [item.codename, item]));
/** Catalogue items a page may show (the contact page's broker drawers), generated with the catalogue. */
const catalogueItems = new Set<string>(Object.values(BROKER_DRAWERS));
const pages = items.filter((i) => i.type === 'page');
const variant = (item: ItemSpec, lang: LanguageCodename): Elements => item.variants[lang] ?? item.variants.en;
const value = (e: Elements, codename: string): unknown => e[codename]?.value;
const str = (e: Elements, codename: string): string => String(value(e, codename) ?? '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const choices = (e: Elements, codename: string): string[] => {
  const v = value(e, codename);
  return Array.isArray(v) ? v.map((c: { codename?: unknown }) => String(c.codename)) : [];
};
const slugOf = (item: ItemSpec, lang: LanguageCodename = 'en') => str(variant(item, lang), 'url_slug');
const pageAt = (path: string) => pages.find((p) => slugOf(p) === path);
const componentsOf = (item: ItemSpec, lang: LanguageCodename = 'en') =>
  strings(value(variant(item, lang), 'components'))
    .filter((c) => !catalogueItems.has(c))
    .map((c) => byCodename.get(c));
const withType = (type: string) => pages.filter((p) => choices(variant(p, 'en'), 'page_type').includes(type));
/** A page and every item its components link to (buttons, number items), in one language. */
const tree = (item: ItemSpec, lang: LanguageCodename): ItemSpec[] => {
  const linked = Object.entries(variant(item, lang))
    .filter(([codename, e]) => e.type === 'modular_content' && codename !== 'child_pages' && codename !== 'link__page')
    .flatMap(([, e]) => strings(e.value))
    .map((c) => byCodename.get(c))
    // Pages a block links to (articles) and the people it shows are items of their own, checked as such.
    .filter((i): i is ItemSpec => i !== undefined && i.type !== 'page' && i.type !== 'person');
  return [item, ...linked.flatMap((i) => tree(i, lang))];
};

const STATIC = [
  '/yacht-crew',
  '/yacht-crew-placement',
  '/yacht-crew-training',
  '/yacht-crew-administration',
  '/contact-a-crew-specialist',
  '/about',
  '/offices-and-people',
  '/future-by-halcyon',
  '/career',
  '/partners',
  '/halcyon-book-of-luxury-yachting',
  '/contact-superyacht-company',
  '/yacht-company-news',
  '/lifestyle',
  '/yacht-brokerage-news',
  '/yachting-news',
  '/yacht-charter-news',
  '/new-construction-news',
  '/yachting-events',
  '/privacy-policy',
  '/cookies-policy',
  '/sitemap',
  '/compare',
  '/search',
  '/itinerary',
  '/microsite/yachts-for-charter',
  '/microsite/yachts-for-sale',
];
/** Elements that hold visible copy (links and slugs are shared by both languages). */
const COPY = ['title', 'description', 'subtitle', 'content', 'text', 'headline', 'text_left', 'text_right', 'button_text', 'additional_info_title', 'additional_info_description'];
const LANDINGS = ['/yacht-crew', '/about', '/yachting-news', '/yachting-events', '/contact-superyacht-company'];

describe('editorial pages', () => {
  it('spec 2.2: every route exists once; Spanish paths differ only in oficinas-y-personas and destino', () => {
    for (const path of STATIC)
      expect(
        pages.filter((p) => slugOf(p) === path),
        path,
      ).toHaveLength(1);
    for (const p of pages) {
      const en = slugOf(p);
      expect(p.codename, en).toBe(`page_${en.slice(1).replace(/[-/]/g, '_')}`);
      expect(slugOf(p, 'es'), en).toBe(en.replace(/^\/offices-and-people(?=\/|$)/, '/oficinas-y-personas').replace(/^\/destination\//, '/destino/'));
      expect(en, en).toMatch(/^\/[a-z0-9/-]*[a-z0-9]$/);
    }
    for (const lang of LANGS) expect(new Set(everything.filter((i) => i.type === 'page').map((p) => slugOf(p, lang))).size).toBe(everything.filter((i) => i.type === 'page').length);
  });

  it('spec 2.4, 2.16: pages validate and hold 4 to 10 valid catalogue components', () => {
    const invalid: string[] = [];
    for (const p of pages) {
      for (const lang of LANGS) {
        if (!pageElementsSchema.safeParse(named(variant(p, lang))).success) invalid.push(`${p.codename} (${lang})`);
        const components = componentsOf(p, lang);
        if (components.length < 4 || components.length > 10 || components.includes(undefined)) invalid.push(`${p.codename}: ${components.length} components`);
        for (const item of tree(p, lang).slice(1)) {
          const parsed = isCodename(item.type) ? componentModules[item.type].elements.safeParse(named(variant(item, lang))) : null;
          if (!parsed?.success) invalid.push(`${item.codename} (${lang})`);
        }
      }
    }
    expect(invalid).toEqual([]);
  });

  it('spec 2.16: each page opens with a cover with image and subtitle; landing pages are large and weigh 0.8', () => {
    for (const p of pages) {
      const [first] = componentsOf(p);
      // Spec 2.10: the search page's heading names the scope searched, so the search comes first.
      if (slugOf(p) === '/search') {
        expect(first?.type, p.codename).toBe('search_page_component');
        continue;
      }
      expect(first?.type, p.codename).toBe('page_cover_component');
      if (!first) continue;
      for (const lang of LANGS) expect(str(variant(first, lang), 'subtitle').length, p.codename).toBeGreaterThan(15);
      expect(str(variant(first, 'en'), 'image_video'), p.codename).toContain('"url"');
      const landing = LANDINGS.includes(slugOf(p));
      expect(choices(variant(first, 'en'), 'size'), p.codename).toEqual([landing ? 'large' : 'medium']);
      expect(value(variant(p, 'en'), 'sitemap_priority'), p.codename).toBe(landing ? 0.8 : 0.5);
    }
  });

  it('spec 2.14: every internal link leads to a page of the same language', () => {
    const slugs = Object.fromEntries(LANGS.map((l) => [l, new Set(everything.filter((i) => i.type === 'page').map((i) => slugOf(i, l)))]));
    const codenames = new Set(everything.map((i) => i.codename));
    const broken: string[] = [];
    for (const p of pages) {
      for (const lang of LANGS) {
        for (const item of tree(p, lang)) {
          const e = variant(item, lang);
          const hrefs = ['content', 'text'].flatMap((c) => [...str(e, c).matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ''));
          if (item.type === 'button__external___internal_link') hrefs.push(str(e, 'link__external'));
          // The form host's pages (/forms/...) are served by the site beside the CMS pages.
          for (const href of hrefs.filter((h) => h.startsWith('/') && !h.startsWith('/forms/'))) if (!slugs[lang]?.has(href)) broken.push(`${p.codename} (${lang}): ${href}`);
          for (const target of strings(value(e, 'link__page'))) if (!codenames.has(target)) broken.push(`${p.codename}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('spec 1 (languages, editorial content): Spanish is translated and no copy is filler', () => {
    const problems: string[] = [];
    const filler = { en: /\b(lorem|ipsum|placeholder|todo|tbd|demo|xxx)\b/i, es: /\b(lorem|ipsum|placeholder|tbd|demo|xxx)\b/i };
    for (const item of items.filter((i) => i.type !== 'redirect')) {
      for (const codename of COPY) {
        const en = value(variant(item, 'en'), codename);
        if (typeof en === 'string' && en.length > 30 && en === value(variant(item, 'es'), codename)) problems.push(`${item.codename}.${codename} untranslated`);
      }
      for (const lang of LANGS) {
        for (const [codename, e] of Object.entries(variant(item, lang)))
          if (e.type !== 'custom' && typeof e.value === 'string' && filler[lang].test(e.value)) problems.push(`${item.codename}.${codename} (${lang})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('spec 3.6: each image key names one image, briefed in both languages', () => {
    const seen = new Map<string, string>();
    for (const request of images) {
      expect(request.about.es, request.key).not.toBe(request.about.en);
      const described = JSON.stringify([request.subject, request.about]);
      expect(seen.get(request.key) ?? described, request.key).toBe(described);
      seen.set(request.key, described);
    }
  });
});

describe('news, insights and events', () => {
  const articles = withType('news');

  it('spec 3.9: at least 20 dated articles, each with tile copy, its own cover and a 3 to 5 paragraph body', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    const covers = new Set<string>();
    for (const a of articles) {
      const e = variant(a, 'en');
      expect(slugOf(a), a.codename).toMatch(/^\/news-detail\/[a-z0-9-]+$/);
      expect(str(e, 'additional_info_title').length * str(e, 'additional_info_description').length, a.codename).toBeGreaterThan(0);
      expect(a.lastModified ?? '', a.codename).toMatch(/^202[56]-/);
      const [first] = componentsOf(a);
      covers.add(first ? str(variant(first, 'en'), 'image_video') : '');
      const paragraphs = componentsOf(a)
        .filter((c) => c?.type === 'richtext_component')
        .flatMap((c) => (c ? (str(variant(c, 'es'), 'content').match(/<p>/g) ?? []) : []));
      expect(paragraphs.length, a.codename).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length, a.codename).toBeLessThanOrEqual(5);
    }
    expect(covers.size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.lastModified?.slice(0, 4)))).toEqual(new Set(['2025', '2026']));
  });

  it('spec 3.9: every category listing holds its own articles, and every category has some', () => {
    const categories = new Set(articles.map((a) => str(variant(a, 'en'), 'category_article')));
    expect(categories).toEqual(new Set(['company_news', 'lifestyle', 'brokerage_news', 'charter_news', 'new_construction_news']));
    for (const [path, category] of [
      ['/yacht-charter-news', 'charter_news'],
      ['/lifestyle', 'lifestyle'],
      ['/new-construction-news', 'new_construction_news'],
    ] as const) {
      const listing = pageAt(path);
      const children = listing ? strings(value(variant(listing, 'en'), 'child_pages')) : [];
      expect(children.length, path).toBeGreaterThanOrEqual(3);
      for (const child of children) expect(str(variant(byCodename.get(child) ?? { type: '', codename: '', name: '', variants: { en: {} } }, 'en'), 'category_article'), child).toBe(category);
    }
    const all = pageAt('/yachting-news');
    expect(all && strings(value(variant(all, 'en'), 'child_pages')).length).toBe(articles.length + withType('editorials').length);
  });

  it('spec 2.2: at least three expert insights live under /halcyon-expert-insight/', () => {
    const insights = withType('editorials');
    expect(insights.length).toBeGreaterThanOrEqual(3);
    for (const i of insights) expect(slugOf(i)).toMatch(/^\/halcyon-expert-insight\/[a-z0-9-]+$/);
  });

  it('spec 3.9: at least 8 events in 2026-2027 with an address and start before end, all on the listing', () => {
    const events = withType('events');
    expect(events.length).toBeGreaterThanOrEqual(8);
    const listing = pageAt('/yachting-events');
    const children = listing ? strings(value(variant(listing, 'en'), 'child_pages')) : [];
    for (const ev of events) {
      const e = variant(ev, 'en');
      const [start, end] = [str(e, 'start_date'), str(e, 'end_date')];
      expect(start, ev.codename).toMatch(/^202[67]-\d\d-\d\dT/);
      expect(Date.parse(end) > Date.parse(start), ev.codename).toBe(true);
      expect(str(e, 'event_date')).toBe(start);
      expect(str(e, 'address_organization').length, ev.codename).toBeGreaterThan(10);
      expect(children, ev.codename).toContain(ev.codename);
    }
  });
});

describe('destinations, robots, preview and redirects', () => {
  it('spec 3.1, 3.10: at least 15 destinations, each named, placed on the map and at /destino/ in Spanish', () => {
    const destinations = withType('destinations');
    expect(destinations.length).toBeGreaterThanOrEqual(15);
    const places = new Set<string>();
    for (const d of destinations) {
      const [lat, lng] = [Number(value(variant(d, 'en'), 'latitude')), Number(value(variant(d, 'en'), 'longitude'))];
      expect(Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && lat !== 0 && lng !== 0, d.codename).toBe(true);
      expect(str(variant(d, 'es'), 'destination_name'), d.codename).not.toBe('');
      places.add(`${lat},${lng}`);
    }
    expect(places.size).toBe(destinations.length);
  });

  it('spec 5.4: cookies policy is indexed but not archived; search and compare are not indexed; the sitemap is followed', () => {
    const flags = (path: string, flag: string) => {
      const p = pageAt(path);
      return p ? choices(variant(p, 'en'), flag) : ['missing'];
    };
    expect([flags('/cookies-policy', 'noindex'), flags('/cookies-policy', 'noarchive')]).toEqual([[], ['yes']]);
    expect([flags('/search', 'noindex'), flags('/compare', 'noindex'), flags('/itinerary', 'noindex')]).toEqual([['yes'], ['yes'], []]);
    expect(flags('/sitemap', 'nofollow')).toEqual([]);
  });

  it('spec 2.2: the crew-network teaser leaves the site in a new tab', () => {
    const crew = pageAt('/yacht-crew');
    const buttons = crew ? tree(crew, 'en').filter((i) => i.type === 'button__external___internal_link') : [];
    const external = buttons.filter((b) => str(variant(b, 'en'), 'link__external').startsWith('https://crew.'));
    expect(external.length).toBe(1);
    expect(external.map((b) => choices(variant(b, 'en'), 'new_tab'))).toEqual([['yes']]);
  });

  it('spec 4.6: the /about preview has a new title and an unpublished, empty headline after the cover', () => {
    const about = pageAt('/about');
    for (const lang of LANGS) {
      const [published, draft] = [about && variant(about, lang), about?.draft?.[lang]];
      expect(draft && str(draft, 'title')).not.toBe(published && str(published, 'title'));
      const [cover, broken, ...rest] = strings(draft && value(draft, 'components'));
      expect([cover, ...rest]).toEqual(strings(published && value(published, 'components')));
      const item = byCodename.get(broken ?? '');
      expect(item?.unpublished).toBe(true);
      expect(item && componentModules.headline_component.elements.safeParse(named(variant(item, lang))).success).toBe(false);
    }
  });

  it('spec 2.3: redirects start from normalised paths; Spanish variants go to /es/ unless the target is absolute', () => {
    const redirects = items.filter((i) => i.type === 'redirect');
    const targets = Object.fromEntries(
      redirects.map((r) => [str(variant(r, 'en'), 'redirect_from'), [str(variant(r, 'en'), 'redirect_to'), str(variant(r, 'es'), 'redirect_to'), choices(variant(r, 'en'), 'status_code')[0]]]),
    );
    expect(targets['/charter']).toEqual(['/yacht-charter/', '/es/yacht-charter/', '301']);
    expect(targets['/news']?.[2]).toBe('302');
    expect(targets['/crew-network']).toEqual(['https://crew.halcyonyachts.example/', 'https://crew.halcyonyachts.example/', '302']);
    expect(targets['/alquiler']?.[1]).toBe('/es/yacht-charter/');
    for (const from of Object.keys(targets)) expect(from).toMatch(/^\/[a-z-]+$/);
  });
});
