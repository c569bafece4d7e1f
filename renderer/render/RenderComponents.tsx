/**
 * Renders a page's component list in order (DESIGN.md: "a generic renderer validates each
 * component against its schema and hands typed props to a React component").
 */
import { cloneElement, Fragment, isValidElement } from 'react';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import type { Locale } from '../../schema/constants/locale';
import type { PageContext } from '../../schema/define';
import type { SiteRendering } from './registry';
import { renderItem } from './render-item';
import { listAttributes, type EditingContext } from './smart-link';

export type RenderComponentsProps = {
  items: ContentItem[];
  linkedItems: LinkedItems;
  /** The site's registry (`lookupIn(registry)`), its words per locale and its services. */
  site: SiteRendering;
  locale: Locale;
  /** The page the items are on: yacht and berth components read their yacht or berth from it. */
  page?: PageContext;
  /**
   * Spec 4.6: in preview, problems show as boxes editors can read instead of disappearing, and
   * items and their elements carry smart-link attributes (spec 5.6). Live pages carry neither.
   */
  preview: boolean;
  /** The page's Kontent environment and language; in preview, error boxes link to the item in the CMS. */
  editing?: EditingContext;
  /**
   * The item and element the items are the list of (a page's `components`): in preview the list is
   * drawn inside an element naming them, so editors add blocks before any block or at its end.
   */
  list?: { itemId: string; element: string };
};

export function RenderComponents({ items, linkedItems, site, locale, page, preview, editing, list }: RenderComponentsProps) {
  const owner = preview ? list : undefined;
  const env = { site, linkedItems, locale, page, preview, editing, ancestors: [], list: owner };
  const blocks = items.map((item, index) => {
    // The position is the key: an item may be listed twice, and a longer key is repeated in the page's RSC payload.
    const node = renderItem(item, env);
    // Keyed in place rather than wrapped: a wrapping fragment is one more element per item in the payload.
    return isValidElement(node) ? cloneElement(node, { key: index }) : <Fragment key={index}>{node}</Fragment>;
  });
  // Live pages get the blocks alone: no element, no attribute.
  return owner ? <div {...listAttributes(owner)}>{blocks}</div> : <>{blocks}</>;
}
