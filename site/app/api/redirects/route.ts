/** The CMS redirect table per locale (spec 2.3), read by the proxy; cached and tagged like pages. */
import { NextResponse } from 'next/server';
import { getRedirectTable } from '../../../lib/content';

export async function GET() {
  return NextResponse.json(await getRedirectTable(), { headers: { 'cache-control': 'no-store' } });
}
