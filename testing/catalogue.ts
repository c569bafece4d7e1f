/**
 * Catalogue sources for tests: the embedded engine with the real index settings over records built
 * from fixture yachts (by the same record builder as the site), and the yacht items themselves.
 * AURORA is offered both ways (50 m); BOREAS (62 m) and CALYPSO (35 m) are charter yachts.
 */
import { createLiteSearchClient } from '../renderer/search/client';
import { fx, item } from '../schema/fixtures';
import type { ContentItem } from '../schema/kontent';
import type { GeneralRecord } from '../schema/search/record-types';
import { indexDefinitions } from '../schema/search/settings';
import { recordWordsOf, yachtRecords } from '../schema/search/yacht-records';
import { translatorFor } from '../site/i18n/translator';
import { sampleYachtApi, validYachtElements } from '../schema/yacht/yacht.fixtures';
import { createEngineHandler, engineRequester, SearchEngine } from '../services/search';
import type { SiteServices } from '../schema/services';
import type { SearchSources } from '../components/YachtCard/from-search';

const aurora = validYachtElements[0] ?? {};
const ghost = validYachtElements[1] ?? {};

/** A charter yacht's elements, after Aurora's: `name` gives its page, `id` its record. */
export const charterYacht = (name: string, id: string, m: number) => ({
  ...aurora,
  name: fx.text(name),
  yacht_type: fx.choice('charter'),
  api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, id, name: name.toUpperCase(), type: 'charter', lengthMeters: m, lengthFeet: Math.round(m * 3.28084) })),
  charter_new_to_market: fx.choice(),
  url_charter: fx.text(`/yacht-for-charter/${name.toLowerCase()}`),
  url_sale: fx.text(''),
});

export const catalogueYachts: ContentItem[] = [
  item('yacht', 'yacht_aurora', aurora),
  item('yacht', 'yacht_boreas', charterYacht('Boreas', 'Y10002_BO', 62)),
  item('yacht', 'yacht_calypso', charterYacht('Calypso', 'Y10003_CA', 35)),
  item('yacht', 'yacht_ghost', ghost),
];

const news = (id: string, title: string, day: string, popularity: number, newsType?: string): GeneralRecord => ({
  objectID: id,
  kind: 'news',
  title,
  description: `${title}: the story.`,
  url: `/news/${id}`,
  image: { url: `/media/${id}/picture.jpg`, alt: `${title} picture` },
  publicationDate: Date.parse(`${day}T00:00:00Z`) / 1000,
  publicationYear: Number(day.slice(0, 4)),
  popularityLevel: popularity,
  // The category's codename beside its words, as the record builder writes both.
  ...(newsType ? { newsType, category: newsType.toLowerCase().replace(/ /g, '_') } : {}),
});

export const catalogueNews: GeneralRecord[] = [
  news('older', 'Older story', '2025-03-01', 90),
  news('newer', 'Newer story', '2026-05-20', 10, 'Charter news'),
  news('middle', 'Middle story', '2025-11-11', 50, 'Charter news'),
];

/** Sources over the fixtures; `search: null` stands for a site without search configuration. */
export const fixtureCatalogue = (options: { search?: boolean } = {}): SearchSources => {
  const engine = new SearchEngine();
  for (const definition of indexDefinitions('en')) {
    engine.setSettings(definition.name, definition.settings);
    for (const replica of definition.replicas) engine.setSettings(replica.name, replica.settings);
    const records =
      definition.kind === 'yacht'
        ? catalogueYachts.flatMap((yacht) => {
            const built = yachtRecords(yacht.system.codename, yacht.elements, 'en', recordWordsOf(translatorFor('en')));
            return Array.isArray(built) ? built : [];
          })
        : catalogueNews;
    for (const record of records) engine.apply(definition.name, 'updateObject', record);
  }
  const client = createLiteSearchClient({ appId: 'embedded', apiKey: 'embedded' }, { kind: 'requester', requester: engineRequester(createEngineHandler(engine)) });
  return {
    search: () => (options.search === false ? null : client),
    yachts: async (codenames) => ({ items: catalogueYachts.filter((yacht) => codenames.includes(yacht.system.codename)), linked: {} }),
  };
};

/** The site's services for component tests: the fixture catalogue, a made-up origin, no search page request. */
export const fixtureServices = (options: { search?: boolean } = {}): SiteServices => ({
  siteUrl: 'https://example.com',
  ...fixtureCatalogue(options),
  searchRequest: () => null,
  searchConfig: () => ({ mode: 'unconfigured' }),
  pageTree: async () => ({ menu: null, pages: [] }),
});
