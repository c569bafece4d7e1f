/**
 * robots.txt (spec 2.2, 4.6): the production site lets crawlers in but keeps them out of drafts
 * (`?preview=true`), the internal routes the proxy rewrites to, the route handlers and the form
 * host, and names the sitemap index; any other site (staging, a local server) disallows everything,
 * so it is never indexed.
 */
import { SITEMAP_INDEX_FILES } from '../constants/sitemap';

/** Paths no crawler needs: internal page routes (never reachable directly, listed for clarity), APIs, forms, drafts. */
export const DISALLOWED_PATHS = ['/api/', '/pages/', '/missing/', '/preview/', '/search-page/', '/forms/', '/*?preview=true', '/*&preview=true'] as const;

export const robotsTxt = ({ siteUrl, production }: { siteUrl: string; production: boolean }): string =>
  ['User-agent: *', ...(production ? DISALLOWED_PATHS.map((path) => `Disallow: ${path}`) : ['Disallow: /']), '', `Sitemap: ${siteUrl}/${SITEMAP_INDEX_FILES[0]}`, ''].join('\n');
