/**
 * The proxy's answer for a page it cannot render while the Delivery API is down. A
 * page with a cached copy (fresh, stale or expired by a webhook) passes on and is served as it was;
 * one without a copy, or the per-request search page, gets the 503 page in its language with
 * Retry-After, instead of an error page with a 500.
 */
import { NextResponse, type NextRequest } from 'next/server';
import type { Locale } from '../../schema/constants/locale';
import { deliveryCircuit, deliveryDown, hasCachedPage } from './cms-status';

export const outageAnswer = async (request: NextRequest, locale: Locale, routePath: string, cached: boolean): Promise<NextResponse | null> => {
  if (cached && (await hasCachedPage(routePath))) return null;
  if (!(await deliveryDown())) return null;
  const target = request.nextUrl.clone();
  target.search = '';
  target.pathname = `/unavailable/${locale}/`;
  // The page's "try again" link names the address the visitor asked for.
  target.searchParams.set('from', request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.rewrite(target, {
    status: 503,
    headers: { 'retry-after': String(deliveryCircuit().retryAfterSeconds()), 'cache-control': 'no-store' },
  });
};
