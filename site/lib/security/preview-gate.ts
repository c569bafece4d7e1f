/**
 * The proxy's side of preview access (site/lib/security/preview.ts): reads the request, refuses a
 * client that sent too many wrong secrets, counts previews against the per-client limit (both
 * shared in Redis with REDIS_URL, as the form host's limits), and answers a right secret with the
 * grant cookie and the same URL without the secret.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { addressReader, trustedProxies } from '../../../services/forms/client-address';
import type { RateLimiter } from '../../../services/forms/host';
import { logRefusal } from '../../../schema/refusal-log';
import { sharedStore } from '../../cache/shared-store.mjs';
import { serverEnv } from '../env';
import { siteRateLimiter } from '../forms/host';
import { PREVIEW_COOKIE, PREVIEW_RATE_LIMIT, PREVIEW_SECRET_PARAMETER, previewAccess, previewCookieOptions, WRONG_SECRET_LIMIT } from './preview';
import { memoryFailureCounter, sharedFailureCounter, type FailureCounter } from './preview-failures';
import { previewSettings } from './preview-secret';

/** Never kept by a browser or a shared cache: drafts stay with the editor. */
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

let limiter: RateLimiter | undefined;
const previewLimiter = (): RateLimiter => (limiter ??= siteRateLimiter(PREVIEW_RATE_LIMIT, 'preview'));

let failures: FailureCounter | undefined;
const wrongSecrets = (): FailureCounter => {
  if (failures) return failures;
  const local = memoryFailureCounter(WRONG_SECRET_LIMIT);
  const shared = sharedStore();
  return (failures = shared ? sharedFailureCounter(shared, local, WRONG_SECRET_LIMIT) : local);
};

const tooMany = (retryAfterSeconds: number): NextResponse =>
  new NextResponse('Too many preview requests: try again shortly.', {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(retryAfterSeconds), 'cache-control': PREVIEW_CACHE_CONTROL },
  });

const accessOf = (request: NextRequest, requested: boolean, givenSecret: string | null) => {
  const { secret, grantHours } = previewSettings();
  return {
    grantHours,
    access: previewAccess({ requested, secret, grantHours, givenSecret, cookie: request.cookies.get(PREVIEW_COOKIE)?.value, now: Date.now() }),
  };
};

/** Whether the request previews, or the answer the proxy gives instead (granted secret, over a limit). */
export const gatePreview = async (request: NextRequest): Promise<boolean | NextResponse> => {
  if (request.nextUrl.searchParams.get('preview') !== 'true' || previewSettings().secret === null) return false;
  const client = addressReader(trustedProxies(serverEnv().TRUSTED_PROXIES))(request.headers);
  const refusedFor = await wrongSecrets().refusedFor(client);
  if (refusedFor > 0) {
    logRefusal('rate-limited', client, { limit: 'preview wrong secrets', path: request.nextUrl.pathname });
    return tooMany(refusedFor);
  }
  const { access, grantHours } = accessOf(request, true, request.nextUrl.searchParams.get(PREVIEW_SECRET_PARAMETER));
  if (access.kind === 'wrong-secret') {
    await wrongSecrets().add(client);
    logRefusal('preview-denied', client, { reason: 'wrong secret' });
    return false;
  }
  if (access.kind === 'refused-grant') {
    logRefusal('preview-denied', client, { reason: `${access.reason} grant` });
    return false;
  }
  if (access.kind === 'live') return false;
  const limit = await previewLimiter()(client);
  if (!limit.allowed) {
    logRefusal('rate-limited', client, { limit: 'previews', path: request.nextUrl.pathname });
    return tooMany(limit.retryAfterSeconds);
  }
  if (access.kind === 'preview') return true;
  const target = request.nextUrl.clone();
  target.searchParams.delete(PREVIEW_SECRET_PARAMETER);
  const response = NextResponse.redirect(target, 303);
  response.cookies.set(PREVIEW_COOKIE, access.cookie, previewCookieOptions(grantHours));
  response.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
  return response;
};

/**
 * The on-demand routes (menu, offices, and any other that reads `preview=true` outside the proxy):
 * drafts there too only for a browser holding a valid grant.
 */
export const previewAllowed = (request: NextRequest): boolean => accessOf(request, true, null).access.kind === 'preview';
