/**
 * The land shapes of the offline map style (components/ui/map/offline-style.ts) as GeoJSON,
 * built once at build time: maps draw with no tile server. /api/land/110m/ for world views,
 * /api/land/50m/ for one office's region.
 */
import { LAND_SCALES, type LandScale } from '../../../../../schema/constants/offices';
import { loadLand } from '../../../../lib/maps/land';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = (): { scale: LandScale }[] => LAND_SCALES.map((scale) => ({ scale }));

const isScale = (value: string): value is LandScale => LAND_SCALES.some((scale) => scale === value);

export async function GET(_request: Request, { params }: { params: Promise<{ scale: string }> }): Promise<Response> {
  const { scale } = await params;
  if (!isScale(scale)) return Response.json({ error: `No land shapes at scale '${scale}'; use ${LAND_SCALES.join(' or ')}` }, { status: 404 });
  return Response.json(await loadLand(scale), { headers: { 'cache-control': 'public, max-age=86400' } });
}
