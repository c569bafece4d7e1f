/**
 * The home page and the service menus it leads to (Charter, Buy, Sell, Build, Manage): every menu
 * route exists in both languages, renders a valid component list and links only to real routes.
 */
import { fakerEN, fakerES } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { componentModules, isCodename } from '../../../schema/components/index';
import { pageElementsSchema } from '../../../schema/page';
import type { GeneratorContext, ImageRequest } from '../context';
import { named, type Elements, type ItemSpec, type LanguageCodename } from '../kontent';
import { generateBuildPages } from './build';
import { generateBuyPages } from './buy';
import { generateCharterPages } from './charter';
import { generateHomePages } from './home';
import { generateManagePages } from './manage';
import { generateSellPages } from './sell';
import { resetComponentCounter } from './shared';

/** Spec 2.2, main menu sections these modules own (Sell repeats two Buy routes). */
const MENUS = {
  charter: [
    '/yacht-charter',
    '/yachts-for-charter',
    '/new-charter-yachts',
    '/last-minute-yacht-charter',
    '/destinations',
    '/contact-a-charter-broker',
    '/why-use-us-to-charter',
    '/how-to-charter-a-yacht',
    '/5-step-guide-to-charter',
    '/yacht-charter-crew',
    '/yacht-charter-management',
  ],
  buy: [
    '/buy-a-yacht',
    '/yachts-for-sale',
    '/new-yachts-for-sale',
    '/featured-yachts-for-sale',
    '/recent-yachts-sale',
    '/why-buy-with-us',
    '/yacht-buying-guide',
    '/berths-for-sale',
    '/contact-a-yacht-broker',
  ],
  sell: [
    '/sell-a-yacht',
    '/recent-yachts-sale',
    '/selling-a-yacht-berth',
    '/contact-a-yacht-broker-to-sell-your-yacht',
    '/why-buy-with-us',
    '/yacht-brokerage',
    '/yacht-marketing',
    '/yacht-market-evaluation',
  ],
  build: ['/build-a-yacht', '/new-build-project-management-1', '/yacht-refit-project-management', '/yacht-build-process', '/contact-a-project-manager', '/shipyards'],
  manage: ['/manage-a-superyacht', '/yacht-charter-management', '/yacht-management', '/why-choose-us-for-management', '/contact-a-yacht-manager'],
};
const LANDINGS = ['/yacht-charter', '/buy-a-yacht', '/sell-a-yacht', '/build-a-yacht', '/manage-a-superyacht'];
/** Every other route of spec 2.2 a page here may link to. */
const OTHER_ROUTES = [
  '/',
  '/compare',
  '/search',
  '/itinerary',
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
  '/yachting-news',
  '/yachting-events',
  '/halcyon-book-of-luxury-yachting',
  '/contact-superyacht-company',
];
const ROUTES = new Set([...Object.values(MENUS).flat(), ...OTHER_ROUTES]);
const OWN_ROUTES = ['/', ...new Set(Object.values(MENUS).flat())];
const LANGS: LanguageCodename[] = ['en', 'es'];

const generate = () => {
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
        const description = { en: '', es: '' };
        const base = { id: key, url: `/media/${key}/${key}.jpg`, name: `${key}.jpg`, type: 'image/jpeg' };
        return { ...base, width: 2400, height: 1600, alt: about, title: null, description, blurhash: null, videoPoster: null };
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
  for (const run of [generateHomePages, generateCharterPages, generateBuyPages, generateSellPages, generateBuildPages, generateManagePages]) run(ctx);
  return { items, images };
};

const { items, images } = generate();
const byCodename = new Map(items.map((item) => [item.codename, item]));
const pages = items.filter((item) => item.type === 'page');
const variant = (item: ItemSpec, lang: LanguageCodename): Elements => item.variants[lang] ?? item.variants.en;
const value = (elements: Elements, codename: string): unknown => elements[codename]?.value;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);
const slugOf = (item: ItemSpec, lang: LanguageCodename = 'en') => value(variant(item, lang), 'url_slug');
const pageAt = (path: string) => pages.find((p) => slugOf(p) === path);
const componentsOf = (item: ItemSpec, lang: LanguageCodename = 'en') => strings(value(variant(item, lang), 'components')).map((c) => byCodename.get(c));
/** Every item reachable from a page: its components and their buttons and number items. */
const tree = (item: ItemSpec, lang: LanguageCodename): ItemSpec[] => {
  const linked = Object.entries(variant(item, lang))
    .filter(([codename, e]) => e.type === 'modular_content' && codename !== 'child_pages' && codename !== 'link__page')
    .flatMap(([, e]) => strings(e.value))
    .map((c) => byCodename.get(c))
    .filter((i): i is ItemSpec => i !== undefined);
  return [item, ...linked.flatMap((i) => tree(i, lang))];
};

describe('home page and the Charter, Buy, Sell, Build and Manage menus', () => {
  it('spec 2.2: every menu route exists exactly once, at the same path in en and es', () => {
    for (const path of OWN_ROUTES) {
      const found = pages.filter((p) => slugOf(p) === path);
      expect(found, path).toHaveLength(1);
      const [p] = found;
      expect(p && slugOf(p, 'es'), path).toBe(path);
      const expected = path === '/' ? 'page_home' : `page_${path.slice(1).replace(/[-/]/g, '_')}`;
      expect(p?.codename).toBe(expected);
    }
    expect(pages).toHaveLength(OWN_ROUTES.length);
  });

  it('spec 2.4: every page validates as a page item and links only components that exist', () => {
    for (const p of pages) {
      for (const lang of LANGS) {
        expect(pageElementsSchema.safeParse(named(variant(p, lang))).success, `${p.codename} ${lang}`).toBe(true);
        const components = componentsOf(p, lang);
        expect(components.length, p.codename).toBeGreaterThanOrEqual(4);
        expect(
          components.every((c) => c !== undefined),
          p.codename,
        ).toBe(true);
      }
    }
  });

  it('spec 2.16: every component item is a first-catalogue type its schema accepts', () => {
    const invalid: string[] = [];
    for (const item of items.filter((i) => i.type !== 'page')) {
      if (!isCodename(item.type)) {
        invalid.push(`${item.codename}: unknown type ${item.type}`);
        continue;
      }
      for (const lang of LANGS) {
        const parsed = componentModules[item.type].elements.safeParse(named(variant(item, lang)));
        if (!parsed.success) invalid.push(`${item.codename} (${lang}): ${parsed.error.message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('spec 2.4: breadcrumbs are hidden on the home page only', () => {
    for (const p of pages) {
      const choice = JSON.stringify(value(variant(p, 'en'), 'deactivate_breadcrumbs'));
      expect(choice, p.codename).toContain(p.codename === 'page_home' ? '"codename":"yes"' : '"codename":"no"');
    }
  });

  it('spec 2.16: each page opens with a hero; a cover has an image and a subtitle, large on landing pages', () => {
    for (const p of pages) {
      const [first] = componentsOf(p);
      expect(['page_cover_component', 'hero_slider_component', 'image_video_hero_component'], p.codename).toContain(first?.type);
      // The heroes of the page-builder blocks are checked by their own tests (menu-pages.test.ts).
      if (!first || first.type !== 'page_cover_component') continue;
      for (const lang of LANGS) {
        expect(String(value(variant(first, lang), 'subtitle')).length, p.codename).toBeGreaterThan(20);
        expect(String(value(variant(first, lang), 'image_video')), p.codename).toContain('"url"');
      }
      const size = JSON.stringify(value(variant(first, 'en'), 'size'));
      const landing = LANDINGS.includes(String(slugOf(p))) || p.codename === 'page_home';
      expect(size.includes('"large"'), p.codename).toBe(landing);
      const priority = value(variant(p, 'en'), 'sitemap_priority');
      if (landing && p.codename !== 'page_home') expect(priority, p.codename).toBe(0.8);
      if (!landing) expect(priority, p.codename).toBe(0.5);
    }
  });

  it('spec 2.2: the home cover offers "Charter a yacht" and "Buy a yacht"', () => {
    const home = pageAt('/');
    const [coverItem] = home ? componentsOf(home) : [];
    const buttons = strings(coverItem && value(variant(coverItem, 'en'), 'buttons')).map((c) => byCodename.get(c));
    const labels = buttons.map((b) => b && [value(variant(b, 'en'), 'button_text'), value(variant(b, 'en'), 'link__external')]);
    expect(labels).toEqual([
      ['Charter a yacht', '/yacht-charter'],
      ['Buy a yacht', '/buy-a-yacht'],
    ]);
  });

  it('spec 2.14: every internal link in buttons and rich text points at a route of spec 2.2', () => {
    const broken: string[] = [];
    for (const p of pages) {
      for (const lang of LANGS) {
        for (const item of tree(p, lang)) {
          const e = variant(item, lang);
          const hrefs = [
            ...[...String(value(e, 'content') ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ''),
            ...[...String(value(e, 'text') ?? '').matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? ''),
            ...(item.type === 'button__external___internal_link' ? [String(value(e, 'link__external'))] : []),
          ];
          for (const href of hrefs.filter((h) => h.startsWith('/'))) if (!ROUTES.has(href)) broken.push(`${p.codename}: ${href}`);
          for (const target of strings(value(e, 'link__page'))) {
            // The offices page and the sample itineraries (itineraries.ts) come from generators this file does not run.
            if (target !== 'page_offices_and_people' && !target.startsWith('page_itinerary_') && !byCodename.has(target)) broken.push(`${p.codename}: ${target}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('spec 1 (languages): Spanish copy is a translation, not the English text again', () => {
    const same: string[] = [];
    for (const p of pages) {
      for (const item of tree(p, 'en')) {
        for (const codename of ['title', 'description', 'subtitle', 'content', 'text']) {
          const en = value(variant(item, 'en'), codename);
          const es = value(variant(item, 'es'), codename);
          if (typeof en === 'string' && en.length > 30 && en === es) same.push(`${item.codename}.${codename}`);
        }
      }
    }
    expect(same).toEqual([]);
  });

  it('spec 1 (editorial content): visible copy has no filler text', () => {
    // 'todo' is an ordinary Spanish word ('all'), so it only counts as filler in English.
    const filler = { en: /\b(lorem|ipsum|placeholder|todo|tbd|demo|xxx)\b/i, es: /\b(lorem|ipsum|placeholder|tbd|demo|xxx)\b/i };
    const found = items.flatMap((item) =>
      LANGS.flatMap((lang) =>
        Object.entries(variant(item, lang))
          .filter(([, e]) => e.type !== 'custom' && typeof e.value === 'string' && filler[lang].test(e.value))
          .map(([codename]) => `${item.codename}.${codename} (${lang})`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('spec 3.6: each image key names one image, briefed in both languages', () => {
    const seen = new Map<string, string>();
    for (const request of images) {
      expect(request.about.en.length, request.key).toBeGreaterThan(10);
      expect(request.about.es).not.toBe(request.about.en);
      const described = JSON.stringify([request.subject, request.about]);
      expect(seen.get(request.key) ?? described, request.key).toBe(described);
      seen.set(request.key, described);
    }
    expect(seen.size).toBe(images.length);
  });
});
