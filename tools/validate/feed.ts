/** Every item of a language through the items feed (spec 7.1: /items-feed, paged with X-Continuation). */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { z } from 'zod';
import { queryConfig } from '../../renderer/delivery/query-config';
import { contentItemSchema, type ContentItem } from '../../schema/kontent';

const feedPageSchema = z.object({ items: z.array(contentItemSchema) });

/** The Delivery API answered with something that is not an items feed. */
export class FeedShapeError extends Error {
  constructor(issue: z.core.$ZodIssue | undefined) {
    super(
      `The items feed answered in an unexpected shape${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}; is this a Kontent Delivery API?`,
    );
    this.name = 'FeedShapeError';
  }
}

export const readItemsFeed = async (
  client: IDeliveryClient,
  options: { language: string; preview: boolean; onPage?: (itemsSoFar: number) => void },
): Promise<ContentItem[]> => {
  const items: ContentItem[] = [];
  await client
    .itemsFeed()
    .languageParameter(options.language)
    .queryConfig(queryConfig(options.preview))
    .toAllPromise({
      responseFetched: (response) => {
        const page = feedPageSchema.safeParse(response.response.data);
        if (!page.success) throw new FeedShapeError(page.error.issues[0]);
        items.push(...page.data.items);
        options.onPage?.(items.length);
      },
    });
  return items;
};

/** The language codenames of the environment (GET /languages). */
export const readLanguages = async (client: IDeliveryClient, preview: boolean): Promise<string[]> => {
  const response = await client.languages().queryConfig(queryConfig(preview)).toAllPromise();
  return response.data.items.map((language) => language.system.codename);
};
