/**
 * Which paths are pages (spec 2.4 lookup by url_slug), and what one page is called in each
 * language. The proxy answers every other path with a 404 before anything is rendered or cached,
 * and hreflang links and the language switch follow each language's own slug (spec 2.1, 2.5).
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { deliveryErrorCode, ITEM_NOT_FOUND } from '../delivery/errors';
import { z } from 'zod';
import { feedQueryConfig, queryConfig } from '../delivery/query-config';

const slugItem = z.object({
  system: z.object({ codename: z.string() }),
  elements: z.object({ url_slug: z.object({ value: z.string() }) }),
});
const feedPage = z.object({ items: z.array(z.unknown()) });
const itemResponse = z.object({ item: slugItem });

type Query = { client: IDeliveryClient; language: string; preview: boolean };

/** The items of every page of a feed of `type` in a language, with only `elements` (and `filter`, when given). */
const feedItems = async ({ client, language, preview }: Query, type: string, elements: string[], filter?: { element: string; any: string[] }): Promise<unknown[]> => {
  let query = client.itemsFeed().type(type).elementsParameter(elements).languageParameter(language);
  if (filter) query = query.anyFilter(filter.element, filter.any);
  const { responses } = await query.queryConfig(feedQueryConfig(preview)).toAllPromise();
  return responses.flatMap((r) => feedPage.parse(r.response.data).items);
};

const slugsOf = (items: unknown[]): string[] => {
  const slugs = items.flatMap((raw) => {
    const item = slugItem.safeParse(raw);
    return item.success ? [item.data.elements.url_slug.value] : [];
  });
  return [...new Set(slugs)].sort();
};

/**
 * The url_slug of every page in a language (the CMS's language fallback included), read through
 * the items feed so a site of any size takes a few requests. Items without a slug are left out.
 */
export const listPagePaths = async (query: Query): Promise<string[]> => slugsOf(await feedItems(query, 'page', ['url_slug']));

const codenameOnly = z.object({ system: z.object({ codename: z.string() }) });

/**
 * The url_slug of every page whose components include an item of `listType` (its
 * listing): the list items first, then only the pages that link one (an `[any]` filter), slugs only.
 * Reading every page's components would also bring every page's blocks as linked items: at 5,000
 * yachts, the whole store in one feed.
 */
export const listListingPaths = async (query: Query, listType: string): Promise<string[]> => {
  const lists = await feedItems(query, listType, ['market_status']);
  const codenames = new Set(
    lists.flatMap((raw) => {
      const item = codenameOnly.safeParse(raw);
      return item.success ? [item.data.system.codename] : [];
    }),
  );
  if (codenames.size === 0) return [];
  return slugsOf(await feedItems(query, 'page', ['url_slug'], { element: 'elements.components', any: [...codenames] }));
};

/** The url_slug of one page item in a language, or null when the item has no variant there. */
export const pageSlugIn = async ({ client, language, preview, codename }: Query & { codename: string }): Promise<string | null> => {
  const response = await client
    .item(codename)
    .languageParameter(language)
    .elementsParameter(['url_slug'])
    .depthParameter(0)
    .queryConfig(queryConfig(preview))
    .toPromise()
    .catch((error: unknown) => {
      if (deliveryErrorCode(error) === ITEM_NOT_FOUND) return null;
      throw error;
    });
  if (!response) return null;
  const parsed = itemResponse.safeParse(response.response.data);
  return parsed.success ? parsed.data.item.elements.url_slug.value : null;
};
