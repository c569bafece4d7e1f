/**
 * What `next/headers` is in the browser bundle. react-instantsearch-nextjs imports it at the top of
 * a module the search island runs in the browser too, where it never calls it (only when
 * `typeof window === 'undefined'`); the real module brings Next's server request store with it,
 * about 86 KB of unminified code (13 KiB gzip) the browser would parse and run on every search page.
 */
const serverOnly = (): never => {
  throw new Error('next/headers is only available on the server');
};

export const headers = serverOnly;
export const cookies = serverOnly;
export const draftMode = serverOnly;
