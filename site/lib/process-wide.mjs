// @ts-check
/**
 * One value per server process, the only state the site keeps on globalThis. Next bundles page
 * renders, route handlers, the proxy and instrumentation as separate module graphs, and imports the
 * cache handler (site/cache/handler.mjs) outside all of them, so a module-level `let` exists once
 * per graph: the content store and the search engine would be loaded (and held) two or three
 * times, the Delivery API's circuit and the Redis connection would be several, and the cache
 * handler could not reach the site at all (site/cache/site-link.mjs).
 *
 * Plain JavaScript because the cache handler, loaded outside the bundler, imports it too;
 * site/lib/process-wide.ts gives the site its typed name.
 */

/**
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export const processWide = (name, create) => {
  const key = Symbol.for(`halcyon.${name}`);
  /** @type {Record<symbol, T>} */
  const slots = /** @type {never} */ (globalThis);
  if (!(key in slots)) slots[key] = create();
  return slots[key];
};
