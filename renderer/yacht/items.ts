/**
 * The yacht items the site reads besides pages: the published yachts a list of search hits names
 * (catalogue cards, spec 3.3), one yacht's raw elements (search records on publish, spec 9.2), and
 * a yacht found by its YachtId (brochure and comparison, spec 2.8, 7.4). Each query is one request
 * (the id index is a feed); callers cache the answers.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { deliveryErrorCode, ITEM_NOT_FOUND } from '../delivery/errors';
import { z } from 'zod';
import { contentItemSchema, type ContentItem } from '../../schema/kontent';
import type { YachtItems } from '../../schema/services';
import { feedQueryConfig, queryConfig } from '../delivery/query-config';
import { readAllPages } from '../delivery/all-pages';

/** The client and the Kontent language a query reads. */
export type YachtQuery = { client: IDeliveryClient; language: string };

export type { YachtItems };

const YACHT_TYPE = 'yacht';
const notFoundAsNull = (error: unknown): null => {
  if (deliveryErrorCode(error) === ITEM_NOT_FOUND) return null;
  throw error;
};

/**
 * The published yachts named by codename, in one request at depth 1 (the builder page a card links
 * to comes with them). A yacht not published in the language comes back in the default one: it is
 * left out.
 */
export const readYachtItems = async ({ client, language }: YachtQuery, codenames: readonly string[]): Promise<YachtItems> => {
  if (codenames.length === 0) return { items: [], linked: {} };
  const query = client
    .items()
    .type(YACHT_TYPE)
    .inFilter('system.codename', [...codenames])
    .languageParameter(language)
    .depthParameter(1)
    .limitParameter(codenames.length);
  const parsed = await readAllPages(query);
  return { items: parsed.items.filter((item) => item.system.language === language), linked: parsed.modular_content };
};

const elementsResponse = z.object({ item: z.object({ elements: z.record(z.string(), z.unknown()) }) });

/**
 * A yacht's raw elements, or null when it is not published in the language; other failures throw,
 * so a caller that deletes on null deletes nothing by mistake.
 */
export const readYachtElements = async ({ client, language }: YachtQuery, codename: string): Promise<Record<string, unknown> | null> => {
  const response = await client.item(codename).languageParameter(language).depthParameter(0).toPromise().catch(notFoundAsNull);
  if (!response) return null;
  const parsed = elementsResponse.safeParse(response.response.data);
  return parsed.success ? parsed.data.item.elements : null;
};

const feedPage = z.object({ items: z.array(z.unknown()) });
const idEntry = z.object({ system: z.object({ codename: z.string() }), elements: z.object({ api_data: z.object({ value: z.string() }) }) });
const apiId = z.object({ id: z.string() });

const idOf = (json: string): string | null => {
  try {
    const parsed = apiId.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.id : null;
  } catch {
    return null;
  }
};

/** YachtId -> codename over the items feed (only `api_data` is read); the first yacht with an id keeps it. */
export const readYachtIdIndex = async ({ client, language }: YachtQuery): Promise<Record<string, string>> => {
  const { responses } = await client.itemsFeed().type(YACHT_TYPE).elementsParameter(['api_data']).languageParameter(language).queryConfig(feedQueryConfig(false)).toAllPromise();
  const index: Record<string, string> = {};
  for (const raw of responses.flatMap((r) => feedPage.parse(r.response.data).items)) {
    const entry = idEntry.safeParse(raw);
    const id = entry.success ? idOf(entry.data.elements.api_data.value) : null;
    if (entry.success && id && !Object.hasOwn(index, id)) index[id] = entry.data.system.codename;
  }
  return index;
};

const itemResponse = z.object({ item: contentItemSchema });

/** One published yacht item by codename without linked items, or null when there is none in the language. */
export const readYachtItem = async ({ client, language }: YachtQuery, codename: string): Promise<ContentItem | null> => {
  const response = await client.item(codename).languageParameter(language).depthParameter(0).queryConfig(queryConfig(false)).toPromise().catch(notFoundAsNull);
  if (!response) return null;
  const parsed = itemResponse.safeParse(response.response.data);
  return parsed.success ? parsed.data.item : null;
};
