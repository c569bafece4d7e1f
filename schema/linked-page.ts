/**
 * A page an item links to, as its href in the reader's language: its URL slug as a site path. A
 * link whose page is missing or has no slug is reported on the element and shown without the link.
 */
import { z } from 'zod';
import type { MapContext } from './define';
import { urlSlugElement } from './kontent';

export const linkedPage = z.object({ url_slug: urlSlugElement });

/** A URL slug as the localised path of its page ('about' and '/about' alike). */
export const slugHref = (ctx: Pick<MapContext, 'href'>, slug: string): string => {
  const path = slug.trim();
  return ctx.href(path.startsWith('/') ? path : `/${path}`);
};

/** The href of the page linked in `element`; null without one. `otherwise`: what the visitor gets instead, for the editor. */
export const linkedPageHref = (ctx: Pick<MapContext, 'item' | 'linkedItem' | 'href' | 'report'>, element: string, codename: string | undefined, otherwise: string): string | null => {
  if (!codename) return null;
  const parsed = linkedPage.safeParse(ctx.linkedItem(codename)?.elements);
  if (!parsed.success) {
    ctx.report({ item: ctx.item, element, problem: `Linked page '${codename}' is missing or has no URL slug; ${otherwise}` });
    return null;
  }
  return slugHref(ctx, parsed.data.url_slug.value);
};
