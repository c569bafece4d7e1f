/**
 * Live preview refreshes the page's data after each change an editor types: the
 * refresh is a request for the page's RSC payload. Counted against the preview limit of 60 a
 * minute (site/lib/security/preview.ts) a minute of typing would end in a 429 and the router would
 * reload the page onto it; a refresh from a browser that holds the preview grant and has a live
 * editing session counts against this limit instead.
 */
import type { NextRequest } from 'next/server';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import type { RateLimiter } from '../../../services/forms/host';
import { serverEnv } from '../env';
import { siteRateLimiter } from '../forms/host';
import { previewAllowed } from '../security/preview-gate';
import { LIVE_SESSION_COOKIE, sessionIdOf } from './live-session';

/**
 * Refreshes per client and minute: the page starts one at a time and at least 300 ms apart
 * (site/ui/EditingOverlay.tsx), so a typing editor makes at most 200; a page render each, bounded.
 */
export const REFRESH_RATE_LIMIT = { posts: 240, windowMs: 60_000 } as const;

let limiter: RateLimiter | undefined;
const refreshLimiter = (): RateLimiter => (limiter ??= siteRateLimiter(REFRESH_RATE_LIMIT, 'live-refresh'));

/** True when the request is such a refresh and within its limit; null leaves it to the preview gate. */
export const gateLiveRefresh = async (request: NextRequest): Promise<true | null> => {
  // Next's router asks for a page's RSC payload with this header.
  if (request.headers.get('rsc') !== '1' || request.nextUrl.searchParams.get('preview') !== 'true') return null;
  if (sessionIdOf(request.cookies.get(LIVE_SESSION_COOKIE)?.value) === null || !previewAllowed(request)) return null;
  const client = addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES))(request.headers);
  return (await refreshLimiter()(client)).allowed ? true : null;
};
