/**
 * GET /api/brochure/{charter|sale}/{YachtId}.pdf[?lang=es]: the yacht's brochure as a download
 * (spec 2.8). Unknown views, files, yachts and views a yacht is not offered in get a 404
 * with the reason; an unknown language a 400.
 */
import type { NextRequest } from 'next/server';
import { brochureFor } from '../../../../../lib/brochure/brochure';

/** Browsers and the CDN keep a brochure for a while; the ETag (the content version) revalidates it. */
const CACHE_CONTROL = 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400';

export async function GET(request: NextRequest, { params }: { params: Promise<{ view: string; file: string }> }) {
  const { view, file } = await params;
  const result = await brochureFor(view, file, request.nextUrl.searchParams.get('lang'));
  if (!result.ok) {
    return new Response(`${result.problem.message}\n`, {
      status: result.problem.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const { pdf, fileName, etag } = result.brochure;
  const headers = { etag, 'cache-control': CACHE_CONTROL };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...headers,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'content-length': String(pdf.length),
    },
  });
}
