/**
 * The site's read-only search endpoint for browsers on the embedded engine (site/lib/search-endpoint).
 * On hosted Algolia the browser talks to Algolia and this answers 404.
 */
import type { NextRequest } from 'next/server';
import { getSearch } from '../../../../lib/search';
import { answerSearchRequest, MAX_SEARCH_BODY_BYTES } from '../../../../lib/search-endpoint';
import { inSpan } from '../../../../lib/tracing';

type Context = { params: Promise<{ path: string[] }> };

const handle = async (request: NextRequest, { params }: Context): Promise<Response> => {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const body = declared > MAX_SEARCH_BODY_BYTES ? 'x'.repeat(MAX_SEARCH_BODY_BYTES + 1) : await request.text();
  const path = (await params).path.join('/');
  const answer = await inSpan('search engine', { 'search.mode': 'embedded', 'http.request.method': request.method, 'url.path': path }, async (span) => {
    const result = answerSearchRequest(getSearch().handler, request.method, path, body);
    span.setAttribute('http.response.status_code', result.status);
    return result;
  });
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
};

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const DELETE = handle;
