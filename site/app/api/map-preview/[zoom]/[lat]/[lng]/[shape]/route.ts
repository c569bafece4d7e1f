/**
 * GET /api/map-preview/{zoom}/{lat}/{lng}/{wide|narrow}.svg: the land of a locator map's view as an SVG mask
 * (site/lib/maps/preview.ts), for the page to show until the visitor reaches for the map.
 * The land data ships with the build, so a picture holds for as long as the land route's.
 */
import { previewPicture, previewViewSchema } from '../../../../../../../lib/maps/preview';

export async function GET(_request: Request, { params }: { params: Promise<{ zoom: string; lat: string; lng: string; shape: string }> }): Promise<Response> {
  const view = previewViewSchema.safeParse(await params);
  if (!view.success) return Response.json({ error: view.error.issues.map((issue) => issue.message).join('; ') }, { status: 400 });
  return new Response(await previewPicture(view.data), {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
  });
}
