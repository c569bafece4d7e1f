/** robots.txt (schema/sitemap/robots.ts): open only on the site configured as production (PRODUCTION_SITE). */
import { robotsTxt } from '../../../schema/sitemap/robots';
import { serverEnv } from '../../lib/env';
import { SITE_URL } from '../../lib/site';

// Read at run time: the same build serves staging and production.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(robotsTxt({ siteUrl: SITE_URL, production: serverEnv().PRODUCTION_SITE }), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
