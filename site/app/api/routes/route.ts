/**
 * Which paths are pages and which are CMS redirects, per locale (spec 2.3, 2.4), and how many pages
 * each page's listing has: read by the proxy,
 * cached and tagged like the content it lists.
 */
import { NextResponse } from 'next/server';
import { getPagePaths, getRedirectTable } from '../../../lib/content';
import { getListingPageCounts } from '../../../lib/listing';
import type { RouteTableData } from '../../../lib/route-table';

export async function GET() {
  const [pages, redirects, listings] = await Promise.all([getPagePaths(), getRedirectTable(), getListingPageCounts()]);
  const body: RouteTableData = { pages, redirects, listings };
  return NextResponse.json(body, { headers: { 'cache-control': 'no-store' } });
}
