/**
 * Route preloading of spec 2.15: links a visitor points at or focuses are fetched ahead, at most 4
 * at a time (spec 9.5), each once, and nothing at all on save-data or 2g connections. The site's
 * links are plain anchors, so a preload is the browser's own `<link rel="prefetch">`.
 */
import { PRELOAD_SKIPPED_CONNECTIONS, ROUTE_PRELOAD_CONCURRENCY } from '../../../schema/constants/layout';

/** The part of the Network Information API read here (absent in some browsers). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined;

const SKIPPED: readonly string[] = PRELOAD_SKIPPED_CONNECTIONS;

export const preloadAllowed = (connection: ConnectionInfo): boolean => !connection?.saveData && !SKIPPED.includes(connection?.effectiveType ?? '');

/** The browser's connection, where the Network Information API exists (browser only). */
export const currentConnection = (): ConnectionInfo => {
  const info: unknown = Reflect.get(navigator, 'connection');
  if (typeof info !== 'object' || info === null) return undefined;
  const saveData: unknown = Reflect.get(info, 'saveData');
  const effectiveType: unknown = Reflect.get(info, 'effectiveType');
  return { saveData: saveData === true, effectiveType: typeof effectiveType === 'string' ? effectiveType : undefined };
};

export type PreloadQueue = { request(href: string): void; readonly running: number; readonly waiting: number };

/** Runs `start(href)` for each new href, never more than `limit` at once. */
export const createPreloadQueue = (start: (href: string) => Promise<unknown>, limit = ROUTE_PRELOAD_CONCURRENCY): PreloadQueue => {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = () => {
    while (running < limit && waiting.length > 0) {
      const href = waiting.shift();
      if (href === undefined) return;
      running++;
      void start(href)
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };
  return {
    request(href) {
      if (seen.has(href)) return;
      seen.add(href);
      waiting.push(href);
      next();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
};
