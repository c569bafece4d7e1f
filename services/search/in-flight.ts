/**
 * Searches one client may have in flight at once, as Algolia limits searches per IP: the next one
 * is a 429 with Retry-After until an earlier one is answered. A visitor's InstantSearch has one or
 * two searches open while typing (a few more on a slow phone, or several visitors behind one
 * office address); a client holding more is sending them faster than they are answered.
 */

export const MAX_SEARCHES_IN_FLIGHT = 8;
/** A search is answered in milliseconds; a second later the client's earlier ones are done. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

export type InFlightLimit = {
  /** A slot for `client`, to be released once its answer is sent; null when it has none free. */
  enter(client: string): (() => void) | null;
};

/** In memory, per process: a client is remembered only while it has a search in flight. */
export const createInFlightLimit = (max: number = MAX_SEARCHES_IN_FLIGHT): InFlightLimit => {
  const open = new Map<string, number>();
  return {
    enter(client) {
      const count = open.get(client) ?? 0;
      if (count >= max) return null;
      open.set(client, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(client) ?? 1) - 1;
        if (left > 0) open.set(client, left);
        else open.delete(client);
      };
    },
  };
};
