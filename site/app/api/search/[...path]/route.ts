/**
 * The site's read-only search endpoint for browsers on the embedded engine (site/lib/search-endpoint).
 * On hosted Algolia the browser talks to Algolia and this answers 404.
 */
import type { NextRequest } from 'next/server';
import { getSearch } from '../../../../lib/search';
import { answerSearchRequest, MAX_SEARCH_BODY_BYTES } from '../../../../lib/search-endpoint';

type Context = { params: Promise<{ path: string[] }> };

const handle = async (request: NextRequest, { params }: Context): Promise<Response> => {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const body = declared > MAX_SEARCH_BODY_BYTES ? 'x'.repeat(MAX_SEARCH_BODY_BYTES + 1) : await request.text();
  const answer = answerSearchRequest(getSearch().handler, request.method, (await params).path.join('/'), body);
  return Response.json(answer.body, { status: answer.status, headers: { 'cache-control': 'no-store' } });
};

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const DELETE = handle;
