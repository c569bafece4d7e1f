/**
 * A page's listing (spec 2.16): its first yacht list block, the one that is paged, and
 * how many yachts and berths its whole list shows, mapped by the block's own module so the page
 * count agrees with what the page draws.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { manualYachtGrid } from '../../schema/components/manual_yacht_grid';
import { CONTENT_TYPE } from '../../schema/constants/content-types';
import type { Locale } from '../../schema/constants/locale';
import { itemRef, mapItem } from '../../schema/define';
import { itemsResponseSchema, linkedCodenames } from '../../schema/kontent';
import { queryConfig } from '../delivery/query-config';
import type { ResolvedPage } from './resolve';

export type PageListingSize = { codename: string; total: number };

export const pageListing = (resolved: ResolvedPage, locale: Locale): PageListingSize | null => {
  const grid = resolved.components.find((item) => item.system.type === CONTENT_TYPE.manualYachtGrid);
  if (!grid) return null;
  const mapped = mapItem(manualYachtGrid, grid.elements, {
    locale,
    item: itemRef(grid),
    linkedItems: resolved.linkedItems,
    page: { ...resolved.page.context, gallery: null },
  });
  return mapped.ok ? { codename: grid.system.codename, total: mapped.props.total } : null;
};

type SizeQuery = { client: IDeliveryClient; slug: string; language: string; preview: boolean };

/**
 * How many entries the listing on the page at `slug` can show at most: the entries of its first
 * yacht list, before missing, broken and filtered-out yachts are dropped. One read of the page and
 * its blocks (depth 1), no yacht: the route table bounds every listing's page numbers with it, and
 * the page route answers 404 past the real count. Counting exactly read every listed yacht, about
 * a second per list at 5,000 yachts, before the first page could be served.
 * `entries` is null when the page has no list or does not exist; `items` names what was read.
 */
export const listingBound = async ({ client, slug, language, preview }: SizeQuery): Promise<{ entries: number | null; items: string[] }> => {
  const response = await client
    .items()
    .type(CONTENT_TYPE.page)
    .equalsFilter('elements.url_slug', slug)
    .elementsParameter(['components', 'yachts'])
    .languageParameter(language)
    .depthParameter(1)
    .limitParameter(1)
    .queryConfig(queryConfig(preview))
    .toPromise();
  const { items, modular_content: blocks } = itemsResponseSchema.parse(response.response.data);
  const read = [...items.map((item) => item.system.codename), ...Object.keys(blocks)];
  const grid = linkedCodenames(items[0]?.elements['components'])
    .map((c) => blocks[c])
    .find((item) => item?.system.type === CONTENT_TYPE.manualYachtGrid);
  return { entries: grid ? linkedCodenames(grid.elements['yachts']).length : null, items: read };
};
