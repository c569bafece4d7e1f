/**
 * Spec 4.9, 7.4: the build id of the running server, polled by open pages (components/ui/build) to
 * learn of a new deployment. Per request and never cached: a cache would answer the old id.
 */
import { BUILD_ID } from '../../../../components/ui/build/build-id';

export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ buildId: BUILD_ID || null }, { headers: { 'Cache-Control': 'no-store' } });
}
