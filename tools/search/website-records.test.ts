/**
 * The website index on the demo content (spec 2.10, 9.2, 3.8): every office and person
 * hit leads to its page in the index's language, facet values read as words of that language, and
 * events carry their type.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../schema/constants/locale';
import { buildRecords, sourceItemSchema } from '../../schema/search/records';
import { publicPath } from '../../schema/locale';
import { generatedItems } from './source';
import { recordWordsFor } from './words';

const items = generatedItems(3, 4);
const parsed = { en: items.en.map((raw) => sourceItemSchema.parse(raw)), es: items.es.map((raw) => sourceItemSchema.parse(raw)) };
const records = { en: buildRecords(items.en, 'en', recordWordsFor('en')), es: buildRecords(items.es, 'es', recordWordsFor('es')) };

const valueOf = (element: unknown): unknown => (typeof element === 'object' && element !== null && 'value' in element ? element.value : undefined);
const pagePaths = (locale: 'en' | 'es') => new Map(parsed[locale].filter((i) => i.system.type === 'page').map((page) => [publicPath(String(valueOf(page.elements.url_slug)), locale), page]));

describe.each(LOCALES)('website search records (%s)', (locale) => {
  const general = records[locale].general;
  const pages = pagePaths(locale);

  it('every office and person hit links to its own page in the same language (spec 2.10, 3.8)', () => {
    const hits = general.filter((r) => r.kind === 'offices' || r.kind === 'people');
    expect(hits.filter((r) => r.kind === 'offices')).toHaveLength(20);
    expect(hits.filter((r) => r.kind === 'people').length).toBeGreaterThanOrEqual(44);
    for (const hit of hits) {
      expect(hit.url, hit.objectID).not.toBeNull();
      const page = pages.get(hit.url ?? '');
      expect(page, `${hit.objectID} -> ${hit.url}`).toBeDefined();
      if (hit.kind === 'people') {
        // Spec 3.8: the person page names its person, under the office's page.
        expect(valueOf(page?.elements.person)).toEqual([hit.objectID.replace(/^people_/, '')]);
        expect(hit.url).toMatch(locale === 'es' ? /^\/es\/oficinas-y-personas\/[^/]+\/[^/]+\/$/ : /^\/offices-and-people\/[^/]+\/[^/]+\/$/);
      }
    }
  });

  it("facet values read as words of the page's language: the Brand facet names the office type (spec 2.10, 9.2)", () => {
    const brands = new Set(general.flatMap((r) => (r.brand ? [r.brand] : [])));
    expect([...brands].sort()).toEqual(locale === 'es' ? ['Brokerage de yates', 'Red de tripulaciones'] : ['Crew network', 'Yacht brokerage']);
    const values = (facet: 'department' | 'region' | 'city' | 'newsType') => new Set(general.flatMap((r) => (r[facet] ? [r[facet]] : [])));
    const expected =
      locale === 'es'
        ? { department: 'Ventas', region: 'Europa', city: 'Londres', newsType: 'Noticias de la empresa' }
        : { department: 'Sales', region: 'Europe', city: 'London', newsType: 'Company news' };
    for (const facet of ['department', 'region', 'city', 'newsType'] as const) expect(values(facet), facet).toContain(expected[facet]);
  });

  it('every event is indexed with its type, in the language of the index (spec 2.10, 9.2)', () => {
    const events = general.filter((r) => r.kind === 'events');
    expect(events).toHaveLength(11);
    const types = new Set(events.map((r) => r.eventType));
    expect(types.has(undefined)).toBe(false);
    expect(types).toContain(locale === 'es' ? 'Salón náutico' : 'Boat show');
  });
});
