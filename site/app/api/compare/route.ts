/**
 * GET /api/compare/?c=sale:Y1234_AB,charter:Y42_CD[&lang=es]: the comparison of those yachts
 * (spec 2.11), per market view, as aligned rows (schema/compare). The list is read strictly: junk
 * entries, more than COMPARE_MAX_YACHTS yachts or an unknown language get a 400 naming the problem.
 */
import type { NextRequest } from 'next/server';
import { COMPARE_MAX_YACHTS, COMPARE_QUERY_KEY, compareQuery, parseCompare } from '../../../../schema/compare/share';
import { DEFAULT_LOCALE, isLocale } from '../../../../schema/constants/locale';
import { loadComparison } from '../../../lib/compare';
import { log, problemOf } from '../../../../schema/log';

const refuse = (status: number, error: string) => Response.json({ error }, { status, headers: { 'cache-control': 'no-store' } });

/** Content changes reach visitors within the page revalidation; browsers keep an answer briefly. */
const CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=3600';

export async function GET(request: NextRequest): Promise<Response> {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang') ?? DEFAULT_LOCALE;
  if (!isLocale(lang)) return refuse(400, 'lang must be a site locale (en or es)');
  const raw = params.get(COMPARE_QUERY_KEY);
  if (!raw) return refuse(400, `${COMPARE_QUERY_KEY} must list yachts as view:YachtId, separated by commas`);
  const parsed = parseCompare(raw);
  if (parsed.rejected > 0) return refuse(400, `${COMPARE_QUERY_KEY} has entries that are not sale:YachtId or charter:YachtId`);
  if (parsed.truncated) return refuse(400, `${COMPARE_QUERY_KEY} lists more than ${COMPARE_MAX_YACHTS} yachts`);
  if (parsed.entries.length === 0) return refuse(400, `${COMPARE_QUERY_KEY} lists no yacht`);
  try {
    const comparison = await loadComparison(parsed.entries, lang);
    return Response.json(comparison, { headers: { 'cache-control': CACHE_CONTROL } });
  } catch (error) {
    log.error('compare: yachts could not be read', { query: compareQuery(parsed.entries), error: problemOf(error) });
    return refuse(502, 'The content service did not answer');
  }
}
