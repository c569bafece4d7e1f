/** The local image CDN: GET /media/{uuid}/{name}?w=&h=&q=&force_format=&p= (spec 3.6, 7.3, 9.5). */
import type { NextRequest } from 'next/server';
import { MEDIA_CONTAINER_ALIAS } from '../../../../schema/media';
import { logRefusal } from '../../../../schema/refusal-log';
import { imageCdn, mediaClient } from '../../../lib/media';

export async function GET(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const [uuid] = (await params).path;
  if (!uuid || !/^[0-9a-f-]{36}$/.test(uuid)) return new Response('Media not found', { status: 404 });
  const result = await imageCdn().get(uuid, request.nextUrl.searchParams, request.headers.get('accept') ?? '');
  if ('error' in result) {
    if (result.error === 'busy') {
      logRefusal('busy', mediaClient(request.headers), { path: request.nextUrl.pathname, query: request.nextUrl.search.slice(0, 200) });
      // Not cached anywhere: the same URL is served once the encodes ahead of it are done.
      return new Response('The image service is busy; try again shortly', {
        status: 503,
        headers: { 'retry-after': String(result.retryAfter), 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    return result.error === 'not-found'
      ? new Response(`Media file ${uuid} not found in container ${MEDIA_CONTAINER_ALIAS}`, { status: 404 })
      : new Response(`Bad media request: ${result.message}`, { status: 400 });
  }
  return new Response(new Uint8Array(result.body), {
    headers: {
      'content-type': result.type,
      'cache-control': 'public, max-age=31536000, immutable',
      ...(result.negotiated ? { vary: 'Accept' } : {}),
    },
  });
}
