/**
 * Where the search-driven catalogue types read from: the site's search client (null when search is
 * not configured, spec 8.4) and the published yacht items a list of hits names, fetched in one
 * request by codename (depth 1: the builder page a card links to comes with them).
 */
import type { Locale } from '../../schema/constants/locale';
import { itemsResponseSchema } from '../../schema/kontent';
import type { SiteServices, YachtItems } from '../../schema/services';
import { getDelivery } from './delivery';
import { getSearch } from './search';

export type CatalogueSources = Pick<SiteServices, 'search' | 'yachts'>;

const readYachts = async (codenames: readonly string[], locale: Locale): Promise<YachtItems> => {
  if (codenames.length === 0) return { items: [], linked: {} };
  const { client, config } = getDelivery();
  const response = await client
    .items()
    .type('yacht')
    .inFilter('system.codename', [...codenames])
    .languageParameter(config.languages[locale])
    .depthParameter(1)
    .limitParameter(codenames.length)
    .toPromise();
  const parsed = itemsResponseSchema.parse(response.response.data);
  // A yacht not published in this language comes back in the default one: leave it out.
  const items = parsed.items.filter((item) => item.system.language === config.languages[locale]);
  return { items, linked: parsed.modular_content };
};

export const catalogueSources: CatalogueSources = { search: () => getSearch().lite, yachts: readYachts };
