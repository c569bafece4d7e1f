/** The items of a language through the items feed (spec 7.1: /items-feed, paged with X-Continuation). */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { queryConfig } from '../../renderer/delivery/query-config';
import { contentItemSchema, type ContentItem } from '../../schema/kontent';

/** A feed page: its items, and its `modular_content`, which holds the components in their rich text. */
const feedPageSchema = z.object({ items: z.array(contentItemSchema), modular_content: z.record(z.string(), contentItemSchema).default({}) });

/** The Delivery API answered with something that is not an items feed. */
export class FeedShapeError extends Error {
  constructor(issue: z.core.$ZodIssue | undefined) {
    super(`The items feed answered in an unexpected shape${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}; is this a Kontent Delivery API?`);
    this.name = 'FeedShapeError';
  }
}

/**
 * Reads the feed page by page (following X-Continuation) and hands each page over as it arrives,
 * so memory holds one page at a time whatever the size of the environment.
 */
export const forEachFeedPage = async (
  client: IDeliveryClient,
  options: { language: string; preview: boolean },
  onPage: (items: ContentItem[], components: Record<string, ContentItem>) => void,
): Promise<void> => {
  let token: string | undefined;
  do {
    const query = client
      .itemsFeed()
      .languageParameter(options.language)
      // The SDK links rich-text items across all pages in quadratic time; the raw JSON is what is checked.
      .queryConfig({ ...queryConfig(options.preview), disableItemLinking: true });
    const response = await (token ? query.withContinuationToken(token) : query).toPromise();
    const page = feedPageSchema.safeParse(response.response.data);
    if (!page.success) throw new FeedShapeError(page.error.issues[0]);
    onPage(page.data.items, page.data.modular_content);
    token = response.xContinuationToken;
  } while (token);
};

/** The language codenames of the environment (GET /languages). */
export const readLanguages = async (client: IDeliveryClient, preview: boolean): Promise<string[]> => {
  const response = await client.languages().queryConfig(queryConfig(preview)).toAllPromise();
  return response.data.items.map((language) => language.system.codename);
};
