/**
 * Whether a form post was sent by a page of this site. A browser names the page's origin in
 * `Origin` on every POST (`null` from a sandboxed frame, a data: URL or some redirects) and, in
 * current browsers, the relation in `Sec-Fetch-Site`; another site can make a visitor's browser post
 * our form but cannot change either. A post without both (an old browser, a script, a proxy that
 * strips them) is taken as same-site: refusing it would refuse real visitors, and nothing a browser
 * is tricked into sending lacks them.
 */

/** Why a post is cross-site, for the refusal's log line; null when it is not. */
export type CrossSite = { origin: string | null; fetchSite: string | null } | null;

/** `siteOrigin`: the origin the site's pages are served from (SITE_URL's, else the request's own). */
export const crossSite = (headers: Headers, siteOrigin: string): CrossSite => {
  const origin = headers.get('origin');
  const fetchSite = headers.get('sec-fetch-site');
  const foreign = (origin !== null && origin !== siteOrigin) || fetchSite === 'cross-site';
  return foreign ? { origin, fetchSite } : null;
};

/**
 * The origin a browser shows for this request: the scheme the server saw (Next reads
 * X-Forwarded-Proto) with the Host header the browser sent. Next builds a route handler's URL from
 * its own listening address, not the visitor's, hence the Host header.
 */
export const requestOrigin = (request: Request): string => {
  const url = new URL(request.url);
  const host = request.headers.get('host');
  if (!host) return url.origin;
  try {
    return new URL(`${url.protocol}//${host}`).origin;
  } catch {
    return url.origin;
  }
};
