/** Live preview's updates from the preview page in Kontent's frame (site/lib/preview/update.ts). */
import type { NextRequest } from 'next/server';
import { liveUpdateDeps } from '../../../../lib/preview/live';
import { handleLiveUpdate } from '../../../../lib/preview/update';

export const dynamic = 'force-dynamic';

export const POST = (request: NextRequest) => handleLiveUpdate(request, liveUpdateDeps());

export const GET = () => Response.json({ error: 'Use POST' }, { status: 405, headers: { 'cache-control': 'no-store', allow: 'POST' } });
