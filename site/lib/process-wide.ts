/**
 * One value per server process, the only state the site keeps on globalThis. Next bundles page
 * renders, route handlers, the proxy and instrumentation as separate module graphs, and imports the
 * cache handler (site/cache/handler.mjs) outside all of them, so a module-level `let` exists once
 * per graph: the content store and the search engine would be loaded (and held) two or three
 * times, the Delivery API's circuit and the Redis connection would be several, and the cache
 * handler could not reach the site at all (site/cache/site-link.mjs).
 *
 * Plain erasable TypeScript: the cache handler imports it as Node strips its types.
 */
export const processWide = <T>(name: string, create: () => T): T => {
  const key = Symbol.for(`halcyon.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
};
