/**
 * Where the search-driven catalogue types read from: the site's search client (null when search is
 * not configured, spec 8.4) and the published yacht items a list of hits names
 * (renderer/yacht/items.ts: one request by codename).
 */
import { readYachtItems } from '../../renderer/yacht/items';
import type { Locale } from '../../schema/constants/locale';
import type { SiteServices, YachtItems } from '../../schema/services';
import { getDelivery } from './delivery';
import { getSearch } from './search';

export type CatalogueSources = Pick<SiteServices, 'search' | 'yachts'>;

const readYachts = (codenames: readonly string[], locale: Locale): Promise<YachtItems> => {
  const { client, config } = getDelivery();
  return readYachtItems({ client, language: config.languages[locale] }, codenames);
};

export const catalogueSources: CatalogueSources = { search: () => getSearch().lite, yachts: readYachts };
