/**
 * GET /api/map-preview/{zoom}/{lat}/{lng}/{wide|narrow}.svg: the land of a locator map's view as an SVG mask
 * (site/lib/maps/preview.ts), for the page to show until the visitor reaches for the map.
 * The land data ships with the build, so a picture holds for as long as the land route's. Only the
 * views of the content's maps are drawn (site/lib/maps/views.ts): any other address is a 404.
 */
import type { NextRequest } from 'next/server';
import { previewPicture, previewViewSchema } from '../../../../../../../lib/maps/preview';
import { shownView } from '../../../../../../../lib/maps/views';
import { PREVIEW_CACHE_CONTROL, previewAllowed } from '../../../../../../../lib/security/preview-gate';

type Params = { zoom: string; lat: string; lng: string; shape: string };
const RETRY_AFTER_SECONDS = 30;

export async function GET(request: NextRequest, { params }: { params: Promise<Params> }): Promise<Response> {
  const raw = await params;
  const view = previewViewSchema.safeParse(raw);
  if (!view.success) return Response.json({ error: view.error.issues.map((issue) => issue.message).join('; ') }, { status: 400 });
  // The address exactly as MapPreview writes it: another spelling of a view would be another picture.
  const shown = await shownView(`/api/map-preview/${raw.zoom}/${raw.lat}/${raw.lng}/${raw.shape}`, previewAllowed(request)).catch(() => 'unknown' as const);
  // The CMS cannot say which views its maps have: later, rather than drawing any view asked for.
  if (shown === 'unknown') return Response.json({ error: 'The maps cannot be read now' }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) } });
  if (!shown) return Response.json({ error: 'No map of the site shows this view' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  return new Response(await previewPicture(view.data), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': shown === 'published' ? 'public, max-age=86400' : PREVIEW_CACHE_CONTROL },
  });
}
