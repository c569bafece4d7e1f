/**
 * The XML sitemaps (spec 2.2): /sitemap.xml and /index-sitemap.xml (the index), /{locale}-sitemap.xml
 * (and its numbered parts), each also under /en/ and /es/, are rewritten here (site/next.config.ts).
 * Rendered per request from the cached page list, so a published page is listed on the next answer.
 */
import { sitemapFile } from '../../../../lib/sitemap';
import { SITE_URL } from '../../../../lib/site';
import { log, problemOf } from '../../../../../schema/log';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  try {
    const xml = await sitemapFile(file, SITE_URL);
    if (xml === null) return new Response('Not found: no such sitemap.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' } });
  } catch (error) {
    log.error('sitemap not written', { file, error: problemOf(error) });
    return new Response('The content service did not answer.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' } });
  }
}
