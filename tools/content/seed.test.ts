/**
 * The generated demo content as the local Delivery API will serve it: reproducible from its seed,
 * complete (spec 9.7 offices, every market type), internally consistent (slugs, links) and bilingual.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { componentModules, isCodename } from '../../schema/components/index';
import { contentItemSchema, type ContentItem } from '../../schema/kontent';
import { pageElementsSchema } from '../../schema/page';
import { seedDemoContent, type SeedSummary } from './seed';

const root = await mkdtemp(join(tmpdir(), 'seed-test-'));
const cache = join(root, 'image-cache');
const runA = join(root, 'a');
const runB = join(root, 'b');
const runScaled = join(root, 'scaled');
let scaled: SeedSummary;
afterAll(() => rm(root, { recursive: true, force: true }));

const storedComponent = z.object({ system: z.object({ codename: z.string(), type: z.string() }), elements: z.record(z.string(), z.looseObject({ type: z.string() })) });
type StoredComponent = z.infer<typeof storedComponent>;

/** The components stored in rich text elements, nested ones included. */
const componentsOf = (elements: Record<string, unknown>): StoredComponent[] =>
  Object.values(elements).flatMap((e) => {
    const list = z.object({ components: z.array(storedComponent) }).safeParse(e);
    return list.success ? list.data.components.flatMap((c) => [c, ...componentsOf(c.elements)]) : [];
  });

const readItems = async (dir: string, file = 'items.published.json'): Promise<ContentItem[]> => z.array(contentItemSchema).parse(JSON.parse(await readFile(join(dir, 'content', file), 'utf8')));

const files = async (dir: string): Promise<string[]> => {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) out.push(relative(dir, join(entry.parentPath, entry.name)));
  }
  return out.sort();
};

let items: ContentItem[] = [];
const ofType = (type: string, lang = 'en') => items.filter((i) => i.system.type === type && i.system.language === lang);
const text = (item: ContentItem | undefined, element: string): string => {
  const v = item?.elements[element]?.value;
  return typeof v === 'string' ? v : '';
};
const codenames = (item: ContentItem | undefined, element: string): string[] => {
  const v = item?.elements[element]?.value;
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
};
const choices = (item: ContentItem | undefined, element: string): string[] =>
  z
    .array(z.object({ codename: z.string() }))
    .catch([])
    .parse(item?.elements[element]?.value)
    .map((c) => c.codename);

beforeAll(async () => {
  await seedDemoContent({ seed: 1, yachts: 60, outDir: runA, imageCacheDir: cache });
  await seedDemoContent({ seed: 1, yachts: 60, outDir: runB, imageCacheDir: cache });
  scaled = await seedDemoContent({ seed: 1, yachts: 200, outDir: runScaled, imageCacheDir: cache });
  items = await readItems(runA);
}, 240_000);

describe('demo content generator', () => {
  it('spec 7.1: the same seed and options write byte-identical files', async () => {
    const [a, b] = [await files(runA), await files(runB)];
    expect(a).toEqual(b);
    expect(a).toContain('content/manifest.json');
    for (const file of a) {
      const [x, y] = [await readFile(join(runA, file)), await readFile(join(runB, file))];
      // An items index is stamped with its file's time (so a stale one is never used): its entries must agree.
      if (file.endsWith('.index.json')) expect(JSON.parse(x.toString()).entries, file).toEqual(JSON.parse(y.toString()).entries);
      else expect(x.equals(y), file).toBe(true);
    }
  });

  it('spec 7.1: the store has the manifest, both languages with es falling back to en, types and taxonomies', async () => {
    const manifest: unknown = JSON.parse(await readFile(join(runA, 'content', 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ environmentId: 'demo', defaultLanguage: 'en', fallbacks: { es: 'en' }, seed: 1, yachts: 60 });
    const types = z.array(z.object({ system: z.object({ codename: z.string() }) })).parse(JSON.parse(await readFile(join(runA, 'content', 'types.json'), 'utf8')));
    // Components in rich text are of content types too (spec 3.2), though they are not items.
    const used = new Set([...items, ...items.flatMap((i) => componentsOf(i.elements))].map((i) => i.system.type));
    expect(new Set(types.map((t) => t.system.codename))).toEqual(used);
    const taxonomies = z
      .array(z.object({ system: z.object({ codename: z.string() }), terms: z.array(z.object({ codename: z.string() })) }))
      .parse(JSON.parse(await readFile(join(runA, 'content', 'taxonomies.json'), 'utf8')));
    expect(taxonomies.find((t) => t.system.codename === 'page_type')?.terms.map((t) => t.codename)).toEqual(['news', 'destinations', 'events', 'editorials', 'yachts', 'people', 'offices']);
  });

  it('spec 3.3 / 4.1: at least 60 yachts, with charter, sale, sale+charter and ghost yachts', () => {
    const yachts = ofType('yacht');
    expect(yachts.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(yachts.flatMap((y) => choices(y, 'yacht_type')));
    expect([...kinds].sort()).toEqual(['charter', 'ghost', 'sale', 'sale_charter']);
  });

  it('spec 2.2: yacht slugs are unique; a repeated name gets -1 while the first keeps the plain slug', () => {
    const yachts = ofType('yacht');
    const slugs = yachts.map((y) => text(y, 'url_slug'));
    expect(new Set(slugs).size).toBe(slugs.length);
    const suffixed = slugs.filter((s) => /-1$/.test(s));
    expect(suffixed.length).toBeGreaterThan(0);
    for (const s of suffixed) {
      const plain = s.replace(/-1$/, '');
      expect(slugs.indexOf(plain), s).toBeGreaterThanOrEqual(0);
      expect(slugs.indexOf(plain)).toBeLessThan(slugs.indexOf(s));
    }
  });

  it('spec 2.2 / 2.8: each yacht has its detail pages, linked back to it, with the page yacht type', () => {
    const pages = new Map(ofType('page').map((p) => [text(p, 'url_slug'), p]));
    for (const y of ofType('yacht')) {
      const slug = text(y, 'url_slug');
      const kind = choices(y, 'yacht_type')[0];
      const api = z.object({ type: z.enum(['charter', 'sale', 'sale+charter']) }).parse(JSON.parse(text(y, 'api_data')));
      const sides = kind === 'ghost' ? [api.type] : kind === 'sale_charter' ? ['charter', 'sale'] : [kind];
      for (const side of sides) {
        const page = pages.get(`/yacht-for-${side}/${slug}`);
        expect(page, `${side} page of ${slug}`).toBeDefined();
        expect(codenames(page, 'yacht')).toEqual([y.system.codename]);
        expect(choices(page, 'yacht_type')).toEqual([side]);
        expect(choices(page, 'page_type')).toEqual(['yachts']);
      }
    }
  });

  it('spec 9.7: 16 brokerage and 4 crew-network offices with valid coordinates and time zones, Monaco the head office', () => {
    const offices = ofType('office');
    expect(offices.filter((o) => choices(o, 'type')[0] === 'yacht_brokerage')).toHaveLength(16);
    expect(
      offices
        .filter((o) => choices(o, 'type')[0] === 'tcn')
        .map((o) => text(o, 'city'))
        .sort(),
    ).toEqual(['Antibes', 'Fort Lauderdale', 'Palma', 'Viareggio']);
    for (const o of offices) {
      const lat = o.elements.latitude?.value;
      const lng = o.elements.longitude?.value;
      expect(typeof lat === 'number' && Math.abs(lat) <= 90 && lat !== 0, text(o, 'name')).toBe(true);
      expect(typeof lng === 'number' && Math.abs(lng) <= 180 && lng !== 0, text(o, 'name')).toBe(true);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: text(o, 'timezone') }), text(o, 'timezone')).not.toThrow();
      expect(text(o, 'phone')).toMatch(/^\+[\d ]+$/);
    }
    expect(offices.filter((o) => choices(o, 'head_office').includes('yes')).map((o) => text(o, 'name'))).toEqual(['Monaco']);
  });

  it('spec 3.8 / 3.10: people, shipyards, berths, FAQs, podcasts and partners in the promised numbers', () => {
    const people = ofType('person');
    expect(people.length).toBeGreaterThanOrEqual(40);
    for (const p of people) {
      const data = z
        .object({ fullname: z.string().min(3), primaryemail: z.email(), title: z.string().min(3), office: z.object({ name: z.string().min(2) }) })
        .safeParse(JSON.parse(text(p, 'person_data')));
      expect(data.success, p.system.codename).toBe(true);
      expect(codenames(p, 'office')).toHaveLength(1);
    }
    expect(ofType('shipyard').length).toBeGreaterThanOrEqual(10);
    expect(ofType('berth').length).toBeGreaterThanOrEqual(6);
    expect(ofType('faq_item').length).toBeGreaterThanOrEqual(10);
    expect(ofType('podcast').length).toBeGreaterThanOrEqual(3);
    expect(ofType('partner').length).toBeGreaterThanOrEqual(8);
  });

  it('spec 2.4: every page url_slug is unique per language, starts with "/" and has no trailing slash', () => {
    for (const lang of ['en', 'es']) {
      const slugs = ofType('page', lang).map((p) => text(p, 'url_slug'));
      expect(slugs.length).toBeGreaterThan(100);
      expect(new Set(slugs).size, lang).toBe(slugs.length);
      for (const s of slugs) expect(s === '/' || /^\/[^\s]*[^/]$/.test(s), s).toBe(true);
    }
  });

  it('spec 2.16: every page and every first-catalogue component item passes its schema', () => {
    const invalid: string[] = [];
    for (const item of items) {
      const schema = item.system.type === 'page' ? pageElementsSchema : isCodename(item.system.type) ? componentModules[item.system.type].elements : null;
      const parsed = schema?.safeParse(item.elements);
      if (parsed && !parsed.success) invalid.push(`${item.system.codename} (${item.system.language}): ${parsed.error.issues[0]?.message ?? ''}`);
    }
    expect(invalid).toEqual([]);
  });

  it('spec 7.1: every linked item (modular content and rich text) resolves to an item in the same language', async () => {
    for (const set of [items, await readItems(runA, 'items.preview.json')]) {
      const known = new Set(set.map((i) => `${i.system.language}:${i.system.codename}`));
      const missing: string[] = [];
      for (const item of set) {
        for (const [name, e] of Object.entries(item.elements)) {
          const linked = e.type === 'modular_content' ? e.value : e.type === 'rich_text' ? e.modular_content : [];
          // A component is stored in the rich text that names it (spec 3.2), never as an item.
          const inside = new Set(componentsOf({ [name]: e }).map((c) => c.system.codename));
          for (const c of z.array(z.string()).catch([]).parse(linked)) {
            if (!known.has(`${item.system.language}:${c}`) && !inside.has(c)) missing.push(`${item.system.codename}.${name} -> ${c} (${item.system.language})`);
          }
        }
      }
      expect(missing).toEqual([]);
    }
  });

  it('spec 1: Spanish pages are written in Spanish, not copies of the English text', () => {
    const byKey = new Map(items.map((i) => [`${i.system.language}:${i.system.codename}`, i]));
    /** All words a visitor reads on a page: its own texts and those of its components and their buttons. */
    const words = (item: ContentItem | undefined, depth = 0): string =>
      !item || depth > 3
        ? ''
        : Object.entries(item.elements)
            .map(([name, e]) =>
              e.type === 'text' || e.type === 'rich_text'
                ? String(e.value)
                : e.type === 'modular_content' && name !== 'child_pages' && name !== 'yacht'
                  ? codenames(item, name)
                      .map((c) => words(byKey.get(`${item.system.language}:${c}`), depth + 1))
                      .join(' ')
                  : '',
            )
            .join(' ');
    const same = ofType('page').filter((p) => words(p) === words(byKey.get(`es:${p.system.codename}`)));
    expect(same.map((p) => p.system.codename)).toEqual([]);
    const yacht = ofType('yacht')[0];
    expect(text(yacht, 'description')).not.toBe(text(byKey.get(`es:${yacht?.system.codename}`), 'description'));
  });

  it('spec 2.6 / 2.7 / 3.11: one menu and one footer configuration per language, with the enquiry and newsletter CTAs', () => {
    for (const lang of ['en', 'es']) {
      const [menu] = ofType('menu_configuration', lang);
      const [footer] = ofType('footer_configuration', lang);
      expect(menu?.system.codename).toBe('menu_configuration');
      expect(footer?.system.codename).toBe('footer_configuration');
      expect([text(menu, 'enquiry_text'), text(menu, 'enquiry_url')]).toEqual([lang === 'es' ? 'Consultar' : 'Inquire', '/contact-superyacht-company']);
      const menuItems = codenames(menu, 'items').map((c) => items.find((i) => i.system.codename === c && i.system.language === lang));
      // Spec 1: the Spanish main menu keeps the English wording.
      expect(menuItems.map((m) => text(m, 'text'))).toEqual(['Charter', 'Buy', 'Sell', 'Build', 'Manage', 'Crew', 'About']);
      for (const m of menuItems) expect(codenames(m, 'yacht_teasers').length % 3).toBe(0);
      const teasers = codenames(menu, 'image_teasers').map((c) => items.find((i) => i.system.codename === c && i.system.language === lang));
      expect(teasers.map((t) => text(t, 'headline'))).toContain('21 Offices Worldwide');
      expect(codenames(footer, 'link_lists').length).toBeGreaterThanOrEqual(3);
      for (const network of ['instagram', 'facebook', 'youtube', 'linkedin', 'pinterest', 'twitter', 'tiktok']) expect(text(footer, `social_${network}`)).toMatch(/^https:\/\//);
    }
    const [footer] = ofType('footer_configuration');
    expect([text(footer, 'newsletter_headline'), text(footer, 'newsletter_cta_text')]).toEqual(["Let's keep in touch", 'Request newsletter']);
  });

  it('spec 2.2: the main menu groups link exactly the routes of each section', () => {
    const SECTIONS: Record<string, string[]> = {
      menu_item_charter: [
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
      menu_item_buy: [
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
      menu_item_sell: [
        '/sell-a-yacht',
        '/recent-yachts-sale',
        '/selling-a-yacht-berth',
        '/contact-a-yacht-broker-to-sell-your-yacht',
        '/why-buy-with-us',
        '/yacht-brokerage',
        '/yacht-marketing',
        '/yacht-market-evaluation',
      ],
      menu_item_build: ['/build-a-yacht', '/new-build-project-management-1', '/yacht-refit-project-management', '/yacht-build-process', '/contact-a-project-manager', '/shipyards'],
      menu_item_manage: ['/manage-a-superyacht', '/yacht-charter-management', '/yacht-management', '/why-choose-us-for-management', '/contact-a-yacht-manager'],
      menu_item_crew: ['/yacht-crew', '/yacht-crew-placement', '/yacht-crew-training', '/yacht-crew-administration', '/contact-a-crew-specialist'],
      menu_item_about: ['/about', '/offices-and-people', '/future-by-halcyon', '/career', '/partners', '/yachting-news', '/yachting-events', '/halcyon-book-of-luxury-yachting', '/podcast'],
    };
    const en = new Map(items.filter((i) => i.system.language === 'en').map((i) => [i.system.codename, i]));
    for (const [codename, routes] of Object.entries(SECTIONS)) {
      const links = codenames(en.get(codename), 'sub_menu_items')
        .flatMap((g) => codenames(en.get(g), 'group_links'))
        .map((l) => text(en.get(l), 'url'));
      expect(new Set(links), codename).toEqual(new Set(routes));
    }
  });

  it('spec 3.6: every media item a content element names exists on disk with its index entry', async () => {
    const index = z.record(z.string(), z.object({ file: z.string(), url: z.string() })).parse(JSON.parse(await readFile(join(runA, 'media', 'index.json'), 'utf8')));
    const onDisk = new Set(await readdir(join(runA, 'media')));
    const urls = new Set<string>();
    for (const item of items) {
      for (const e of Object.values(item.elements)) {
        if (typeof e.value === 'string') for (const m of e.value.matchAll(/\/media\/([0-9a-f-]{36})\//g)) if (m[1]) urls.add(m[1]);
      }
    }
    expect(urls.size).toBeGreaterThan(100);
    for (const id of urls) {
      expect(index[id], id).toBeDefined();
      expect(onDisk.has(index[id]?.file ?? ''), id).toBe(true);
    }
  });

  it('spec 3.6: every demo image is described as the illustration it is (a logo by its wordmark)', async () => {
    const entry = z.object({ type: z.string(), name: z.string().optional(), alt: z.object({ en: z.string(), es: z.string() }) });
    const index = z.record(z.string(), entry).parse(JSON.parse(await readFile(join(runA, 'media', 'index.json'), 'utf8')));
    // A video's poster frame has no text of its own: the video's alt and captions describe it.
    const images = Object.entries(index)
      .filter(([, e]) => e.type.startsWith('image/'))
      .filter(([, e]) => !e.name?.endsWith('-poster.jpg'))
      .map(([, e]) => e);
    expect(images.length).toBeGreaterThan(100);
    const illustration = ({ en, es }: { en: string; es: string }) => en.startsWith('Illustration') && es.startsWith('Ilustración');
    const logo = ({ en, es }: { en: string; es: string }) => en.endsWith(' logo') && es.startsWith('Logotipo de ');
    expect(images.filter(({ alt }) => !illustration(alt) && !logo(alt)).map(({ alt }) => alt.en)).toEqual([]);
  });

  it('scale: 200 yachts reuse the image pool instead of drawing new pictures per yacht', async () => {
    expect(scaled.countsByType.yacht).toBe(200);
    const base = await readItems(runA);
    const imagesA = (await files(join(runA, 'media'))).filter((f) => f.endsWith('.jpg')).length;
    const imagesScaled = (await files(join(runScaled, 'media'))).filter((f) => f.endsWith('.jpg')).length;
    expect(imagesScaled - imagesA).toBeLessThan(40);
    expect(scaled.media.rendered).toBeLessThan(40);
    // The first 60 yachts are the same whatever the count.
    const scaledItems = await readItems(runScaled);
    const slugs = (list: ContentItem[]) => list.filter((i) => i.system.type === 'yacht' && i.system.language === 'en').map((i) => text(i, 'url_slug'));
    expect(slugs(scaledItems).slice(0, 60)).toEqual(slugs(base));
  });
});
