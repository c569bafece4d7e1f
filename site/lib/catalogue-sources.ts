/**
 * Where the search-driven catalogue types read from: the site's search client (null when search is
 * not configured, spec 8.4) and the published yacht items a list of hits names
 * (renderer/yacht/items.ts: one request by codename).
 */
import type { LiteClient } from 'algoliasearch/lite';
import { readYachtItems, type YachtItems } from '../../renderer/yacht/items';
import type { Locale } from '../../schema/constants/locale';
import { getDelivery } from './delivery';
import { getSearch } from './search';

export type { YachtItems };

export type CatalogueSources = {
  search: () => LiteClient | null;
  yachts: (codenames: readonly string[], locale: Locale) => Promise<YachtItems>;
};

const readYachts = (codenames: readonly string[], locale: Locale): Promise<YachtItems> => {
  const { client, config } = getDelivery();
  return readYachtItems({ client, language: config.languages[locale] }, codenames);
};

export const catalogueSources: CatalogueSources = { search: () => getSearch().lite, yachts: readYachts };
