/**
 * Data a page does not carry but fetches when the visitor first reaches for it (the menu's panels,
 * the footer's office details): one request per URL for the page's lifetime, its answer checked
 * before use. A failed request is forgotten, so the next reach tries again.
 */

/** A zod schema, or anything else that checks an unknown value the same way. */
export type Checker<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * The checker itself, or a loader of it: a page's first-load script then carries no validator, and
 * the checker's module comes with the first request, in parallel with it.
 */
export type CheckerSource<T> = Checker<T> | (() => Promise<Checker<T>>);

const checkerOf = <T>(source: CheckerSource<T>): Promise<Checker<T>> => (typeof source === 'function' ? source() : Promise.resolve(source));

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export const createOnDemand = (fetcher: Fetcher) => {
  const loads = new Map<string, Promise<unknown>>();
  return <T>(url: string, source: CheckerSource<T>): Promise<T> => {
    const checker = checkerOf(source);
    const known = loads.get(url);
    if (known) return Promise.all([known, checker]).then(([data, check]) => checked(url, check, data));
    const load = fetcher(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    });
    loads.set(url, load);
    load.catch(() => loads.delete(url));
    return Promise.all([load, checker]).then(([data, check]) => checked(url, check, data));
  };
};

const checked = <T>(url: string, checker: Checker<T>, data: unknown): T => {
  const result = checker.safeParse(data);
  if (!result.success) throw new Error(`${url} answered data of another shape`);
  return result.data;
};
