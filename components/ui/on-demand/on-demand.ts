/**
 * Data a page does not carry but fetches when the visitor first reaches for it (the menu's panels,
 * the footer's office details): one request per URL for the page's lifetime, its answer checked
 * before use. A failed request is forgotten, so the next reach tries again.
 */

/** A zod schema, or anything else that checks an unknown value the same way. */
export type Checker<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export const createOnDemand = (fetcher: Fetcher) => {
  const loads = new Map<string, Promise<unknown>>();
  return <T>(url: string, checker: Checker<T>): Promise<T> => {
    const known = loads.get(url);
    if (known) return known.then((data) => checked(url, checker, data));
    const load = fetcher(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as unknown;
    });
    loads.set(url, load);
    load.catch(() => loads.delete(url));
    return load.then((data) => checked(url, checker, data));
  };
};

const checked = <T>(url: string, checker: Checker<T>, data: unknown): T => {
  const result = checker.safeParse(data);
  if (!result.success) throw new Error(`${url} answered data of another shape`);
  return result.data;
};
