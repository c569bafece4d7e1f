/** A small yacht index for engine tests: known values, so every count can be checked by hand. */
import type { IndexSettings } from '../schema/search/settings';
import type { SearchObject } from '../services/search/collection';
import { createEngineHandler, engineRequester } from '../services/search';
import { SearchEngine } from '../services/search/engine';

type Yacht = { id: string; name: string; builder: string; type: 'charter' | 'sale'; m: number; guests: number; usd?: number; dest: string[]; amen: string[]; sail?: boolean; year: number };

const YACHTS: Yacht[] = [
  { id: 'a', name: 'AURORA', builder: 'Feadship', type: 'charter', m: 60, guests: 12, usd: 450000, dest: ['Mediterranean', 'Caribbean'], amen: ['Jacuzzi', 'Gym'], year: 2019 },
  { id: 'b', name: 'BOREALIS', builder: 'Lürssen', type: 'charter', m: 75, guests: 12, usd: 900000, dest: ['Mediterranean'], amen: ['Helipad', 'Gym', 'Cinema'], year: 2021 },
  { id: 'c', name: 'CALYPSO', builder: 'Feadship', type: 'sale', m: 45, guests: 10, usd: 28000000, dest: ['Bahamas'], amen: ['Jacuzzi'], year: 2012 },
  { id: 'd', name: 'DAYBREAK', builder: 'Benetti', type: 'charter', m: 38, guests: 8, usd: 150000, dest: ['Caribbean', 'Bahamas'], amen: [], year: 2008 },
  { id: 'e', name: 'ECLIPSE STAR', builder: 'Perini Navi', type: 'sale', m: 56, guests: 12, dest: ['Mediterranean'], amen: ['Gym'], sail: true, year: 2015 },
  { id: 'f', name: 'FREEDOM', builder: 'Benetti', type: 'sale', m: 50, guests: 10, usd: 19500000, dest: ['Mediterranean', 'Caribbean'], amen: ['Jacuzzi', 'Cinema'], year: 2017 },
];

export const testYachtRecords = (): SearchObject[] =>
  YACHTS.map((y) => ({
    objectID: y.id,
    kind: 'yacht',
    title: y.name,
    description: `${y.name} is a ${y.m} m ${y.sail ? 'sailing yacht' : 'motor yacht'} by ${y.builder}.`,
    url: `/yacht-for-${y.type}/${y.name.toLowerCase().replace(/ /g, '-')}`,
    content: {
      yachtid: `Y${y.id.toUpperCase()}`,
      name: y.name,
      type: y.type,
      loaMeter: y.m,
      loaFeet: Math.round(y.m * 3.28084),
      builtyear: y.year,
      numberoftotalguests: y.guests,
      builderName: y.builder,
      powerOrSail: y.sail ? 'Sail' : 'Motor',
      newToTheFleet: y.id === 'b',
      destinations: y.dest,
      amenities: y.amen,
      exchangePrices: y.usd === undefined ? {} : { usd: y.usd },
    },
  }));

export const testSettings: IndexSettings = {
  searchableAttributes: ['content.name', 'content.builderName', 'unordered(content.destinations)', 'unordered(description)'],
  attributesForFaceting: [
    'searchable(content.builderName)',
    'content.type',
    'content.loaMeter',
    'content.numberoftotalguests',
    'content.powerOrSail',
    'content.newToTheFleet',
    'searchable(content.destinations)',
    'content.amenities',
    'content.exchangePrices.usd',
    'filterOnly(content.yachtid)',
  ],
  customRanking: ['desc(content.newToTheFleet)', 'desc(content.loaMeter)'],
  replicas: ['yachts_length_asc', 'yachts_length_desc'],
  renderingContent: { facetOrdering: { facets: { order: ['content.builderName', 'content.destinations'] } } },
};

export const TEST_INDEX = 'yachts';

export const testEngine = (): SearchEngine => {
  const engine = new SearchEngine();
  engine.setSettings(TEST_INDEX, testSettings);
  engine.setSettings('yachts_length_asc', { ranking: ['asc(content.loaFeet)', 'typo', 'words', 'custom'] });
  engine.setSettings('yachts_length_desc', { ranking: ['desc(content.loaFeet)', 'typo', 'words', 'custom'] });
  for (const record of testYachtRecords()) engine.apply(TEST_INDEX, 'updateObject', record);
  return engine;
};

/** The test engine behind the algoliasearch client's requester, in process. */
export const testEngineRequester = () => engineRequester(createEngineHandler(testEngine()));
