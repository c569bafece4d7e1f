/**
 * The proxy's side of preview access (site/lib/security/preview.ts): reads the request, counts it
 * against the per-client preview limit (shared in Redis with REDIS_URL, as the form host's), and
 * answers a granted secret with the cookie and the same URL without the secret.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import { createRateLimiter, type RateLimiter } from '../../../services/forms/host';
import { sharedStore } from '../../cache/shared-store.mjs';
import { serverEnv } from '../env';
import { sharedRateLimiter } from '../forms/host';
import { PREVIEW_COOKIE, PREVIEW_RATE_LIMIT, PREVIEW_SECRET_PARAMETER, previewAccess, previewCookieOptions } from './preview';

/** Never kept by a browser or a shared cache: drafts stay with the editor. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

let limiter: RateLimiter | undefined;
const previewLimiter = (): RateLimiter => {
  if (limiter) return limiter;
  const local = createRateLimiter(PREVIEW_RATE_LIMIT);
  const shared = sharedStore();
  return (limiter = shared ? sharedRateLimiter(shared, local, PREVIEW_RATE_LIMIT, 'preview') : local);
};

/** Whether the request previews, or the answer the proxy gives instead (granted secret, over the limit). */
export const gatePreview = async (request: NextRequest): Promise<boolean | NextResponse> => {
  const env = serverEnv();
  const access = previewAccess({
    requested: request.nextUrl.searchParams.get('preview') === 'true',
    configuredSecret: env.PREVIEW_SECRET,
    givenSecret: request.nextUrl.searchParams.get(PREVIEW_SECRET_PARAMETER),
    cookie: request.cookies.get(PREVIEW_COOKIE)?.value,
  });
  if (access.kind === 'live') return false;
  const client = addressReader(trustedProxies(env.TRUSTED_PROXIES))(request.headers);
  const limit = await previewLimiter()(client);
  if (!limit.allowed) {
    return new NextResponse('Too many preview requests: try again shortly.', {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(limit.retryAfterSeconds), 'cache-control': PREVIEW_CACHE_CONTROL },
    });
  }
  if (access.kind === 'preview') return true;
  const target = request.nextUrl.clone();
  target.searchParams.delete(PREVIEW_SECRET_PARAMETER);
  const response = NextResponse.redirect(target, 303);
  response.cookies.set(PREVIEW_COOKIE, access.cookie, previewCookieOptions());
  response.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
  return response;
};

/**
 * The on-demand routes (menu, offices) read `preview=true` themselves, outside the proxy: drafts
 * there too only for a browser that holds the preview cookie when PREVIEW_SECRET is set.
 */
export const previewAllowed = (request: NextRequest): boolean =>
  previewAccess({
    requested: true,
    configuredSecret: serverEnv().PREVIEW_SECRET,
    givenSecret: null,
    cookie: request.cookies.get(PREVIEW_COOKIE)?.value,
  }).kind === 'preview';
