/**
 * The hosted Delivery API's item limit (spec 7.1). Kontent's reference for "List content items":
 * "By default, the API returns an unfiltered paginated list of content items in the default
 * language, ordered alphabetically by codename. The response size is limited to 2000 items."
 * A `limit` above it is refused; a list asked without `limit` gets its first 2,000 items and a
 * `pagination.next_page` to the rest. The stand-in's cap is configurable (maxItemsPerResponse) so
 * tests can prove every caller follows next_page; the largest accepted `limit` stays the hosted one.
 */
export const MAX_ITEMS_PER_RESPONSE = 2000;
