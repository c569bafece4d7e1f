/**
 * The site's read-only search endpoint for browsers on the embedded engine (site/lib/search-endpoint).
 * On hosted Algolia the browser talks to Algolia and this answers 404.
 */
import type { NextRequest } from 'next/server';
import { addressReader, trustedProxies } from '../../../../../services/forms/client-address';
import { createInFlightLimit } from '../../../../../services/search';
import { logRefusal } from '../../../../../schema/refusal-log';
import { serverEnv } from '../../../../lib/env';
import { processWide } from '../../../../lib/process-wide';
import { getSearch } from '../../../../lib/search';
import { serveSearchRequest, type SearchEndpointDeps } from '../../../../lib/search-endpoint';
import { inSpan } from '../../../../lib/tracing';

type Context = { params: Promise<{ path: string[] }> };

let deps: SearchEndpointDeps | undefined;
const endpointDeps = (): SearchEndpointDeps =>
  (deps ??= {
    clientAddress: addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES)),
    // One count per process, whichever module graph serves the request.
    inFlight: processWide('search-in-flight', () => createInFlightLimit()),
    logRefusal,
  });

const handle = async (request: NextRequest, { params }: Context): Promise<Response> => {
  const path = (await params).path.join('/');
  return inSpan('search engine', { 'search.mode': 'embedded', 'http.request.method': request.method, 'url.path': path }, async (span) => {
    const response = await serveSearchRequest(getSearch().handler, request, path, endpointDeps());
    span.setAttribute('http.response.status_code', response.status);
    return response;
  });
};

export const POST = handle;
export const GET = handle;
export const PUT = handle;
export const DELETE = handle;
