/**
 * Which paths are pages (spec 2.4 lookup by url_slug), and what one page is called in each
 * language. The proxy answers every other path with a 404 before anything is rendered or cached,
 * and hreflang links and the language switch follow each language's own slug (spec 2.1, 2.5).
 */
import { DeliveryError, type IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { feedQueryConfig, queryConfig } from '../delivery/query-config';

const slugItem = z.object({
  system: z.object({ codename: z.string() }),
  elements: z.object({ url_slug: z.object({ value: z.string() }) }),
});
const feedPage = z.object({ items: z.array(z.unknown()) });
const itemResponse = z.object({ item: slugItem });

/** Kontent's error code for an item that does not exist (in that language, after fallback). */
const ITEM_NOT_FOUND = 100;
type Query = { client: IDeliveryClient; language: string; preview: boolean };

/**
 * The url_slug of every page in a language (the CMS's language fallback included), read through
 * the items feed so a site of any size takes a few requests. Items without a slug are left out.
 */
export const listPagePaths = async ({ client, language, preview }: Query): Promise<string[]> => {
  const { responses } = await client
    .itemsFeed()
    .type('page')
    .elementsParameter(['url_slug'])
    .languageParameter(language)
    .queryConfig(feedQueryConfig(preview))
    .toAllPromise();
  const slugs = responses
    .flatMap((r) => feedPage.parse(r.response.data).items)
    .flatMap((raw) => {
      const item = slugItem.safeParse(raw);
      return item.success ? [item.data.elements.url_slug.value] : [];
    });
  return [...new Set(slugs)].sort();
};

const listedPage = z.object({
  elements: z.object({ url_slug: z.object({ value: z.string() }), components: z.object({ value: z.array(z.string()) }) }),
});
const codenameOnly = z.object({ system: z.object({ codename: z.string() }) });

const feedItems = async ({ client, language, preview }: Query, type: string, elements: string[]): Promise<unknown[]> => {
  const { responses } = await client.itemsFeed().type(type).elementsParameter(elements).languageParameter(language).queryConfig(feedQueryConfig(preview)).toAllPromise();
  return responses.flatMap((r) => feedPage.parse(r.response.data).items);
};

/**
 * The url_slug of every page whose components include an item of `listType` (its listing, issue
 * 14): two feed reads, whatever the number of pages.
 */
export const listListingPaths = async (query: Query, listType: string): Promise<string[]> => {
  const [lists, pages] = await Promise.all([feedItems(query, listType, ['market_status']), feedItems(query, 'page', ['url_slug', 'components'])]);
  const listCodenames = new Set(lists.flatMap((raw) => {
    const item = codenameOnly.safeParse(raw);
    return item.success ? [item.data.system.codename] : [];
  }));
  const slugs = pages.flatMap((raw) => {
    const page = listedPage.safeParse(raw);
    return page.success && page.data.elements.components.value.some((codename) => listCodenames.has(codename)) ? [page.data.elements.url_slug.value] : [];
  });
  return [...new Set(slugs)].sort();
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
      if (error instanceof DeliveryError && error.errorCode === ITEM_NOT_FOUND) return null;
      throw error;
    });
  if (!response) return null;
  const parsed = itemResponse.safeParse(response.response.data);
  return parsed.success ? parsed.data.item.elements.url_slug.value : null;
};
