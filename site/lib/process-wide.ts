/**
 * One value per server process. Next bundles page renders, route handlers and instrumentation as
 * separate module graphs, so a module-level `let` exists once per graph: the content store and the
 * search engine would be loaded (and held) two or three times. Keyed on globalThis instead.
 */
export const processWide = <T>(name: string, create: () => T): T => {
  const key = Symbol.for(`halcyon.${name}`);
  const slots = globalThis as typeof globalThis & Record<symbol, unknown>;
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
};
