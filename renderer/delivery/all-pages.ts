/**
 * Every page of a list of items (spec 7.1). The Delivery API answers at most 2,000 items per
 * response and says where the rest is in `pagination.next_page`; the SDK's toAllPromise follows it.
 * A query that reads one response only would silently lose what the cap cut off.
 */
import { itemsResponseSchema, type ItemsResponse } from '../../schema/kontent';

/** What the SDK's listing queries give: each raw response of the chain. */
type Pageable = { toAllPromise(): Promise<{ responses: readonly { response: { data: unknown } }[] }> };

/**
 * The raw pages of `query`, read in order and merged: items in order, linked items together, and
 * the first page's pagination (its total count) with the whole count and no next page.
 */
export const readAllPages = async (query: Pageable, parse: (body: unknown) => ItemsResponse = (body) => itemsResponseSchema.parse(body)): Promise<ItemsResponse> => {
  const { responses } = await query.toAllPromise();
  const pages = responses.map((response) => parse(response.response.data));
  const items = pages.flatMap((page) => page.items);
  const first = pages[0]?.pagination;
  return {
    items,
    modular_content: Object.assign({}, ...pages.map((page) => page.modular_content)),
    ...(first ? { pagination: { ...first, count: items.length, next_page: '' } } : {}),
  };
};
