/**
 * A page's listing (spec 2.16): its first yacht list block, the one that is paged, and
 * how many yachts and berths its whole list shows, mapped by the block's own module so the page
 * count agrees with what the page draws.
 */
import { manualYachtGrid } from '../../schema/components/manual_yacht_grid';
import { CONTENT_TYPE } from '../../schema/constants/content-types';
import type { Locale } from '../../schema/constants/locale';
import { itemRef, mapItem } from '../../schema/define';
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
