/**
 * Which paths are pages and which are CMS redirects, per locale (spec 2.3, 2.4): read by the proxy,
 * cached and tagged like the content it lists.
 */
import { NextResponse } from 'next/server';
import { getPagePaths, getRedirectTable } from '../../../lib/content';
import type { RouteTableData } from '../../../lib/route-table';

export async function GET() {
  const [pages, redirects] = await Promise.all([getPagePaths(), getRedirectTable()]);
  const body: RouteTableData = { pages, redirects };
  return NextResponse.json(body, { headers: { 'cache-control': 'no-store' } });
}
