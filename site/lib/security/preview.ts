/**
 * Who sees drafts (spec 2.3, for editors only). An editor's preview link carries `secret=` (a
 * Kontent.ai preview URL may carry any fixed query parameter); the site answers it with a grant
 * the Kontent web app's frame keeps as a cookie, and later `?preview=true` requests with a valid
 * grant preview. A grant is the time it was given and a keyed digest of that time: it expires by
 * itself after PREVIEW_GRANT_HOURS, whoever holds it, and a new secret voids every grant given.
 * Anyone else gets the live page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_SECRET_PARAMETER = 'secret';
export const PREVIEW_COOKIE = 'halcyon_preview';
/** Previews per client and minute: an editor clicks through pages; a scraper is stopped. */
export const PREVIEW_RATE_LIMIT = { posts: 60, windowMs: 60_000 } as const;
/** Wrong secrets per client before its preview requests get 429 until the window ends: guessing is hopeless. */
export const WRONG_SECRET_LIMIT = { attempts: 10, windowMs: 15 * 60_000 } as const;
/** A grant dated a little ahead of this server's clock (another server's) is believed. */
const CLOCK_SKEW_SECONDS = 300;

export type PreviewAccess =
  | { kind: 'live' }
  | { kind: 'preview' }
  /** The secret was right: set the cookie and load the same URL without it. */
  | { kind: 'grant'; cookie: string }
  /** A secret was given and was wrong: it counts against the client. */
  | { kind: 'wrong-secret' }
  /** A cookie was sent that is no grant of this secret, or one past its hours. */
  | { kind: 'refused-grant'; reason: 'tampered' | 'expired' };

const digest = (secret: string, issuedAt: number): string => createHmac('sha256', secret).update(`halcyon preview grant ${issuedAt}`).digest('base64url');

/** The cookie's value: the time the grant was given (seconds) and the digest of it keyed by the secret. */
export const grantCookie = (secret: string, issuedAt: number): string => `${issuedAt}.${digest(secret, issuedAt)}`;

const sameText = (given: string, expected: string): boolean => {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
};

const GRANT = /^(\d{1,12})\.([\w-]{43})$/;

/** Whether `cookie` is a grant of `secret` still within its hours at `now` (ms). */
export const checkGrant = (secret: string, cookie: string, grantHours: number, now: number): 'valid' | 'tampered' | 'expired' => {
  const match = GRANT.exec(cookie);
  if (!match) return 'tampered';
  const issuedAt = Number(match[1]);
  if (!sameText(match[2] ?? '', digest(secret, issuedAt))) return 'tampered';
  const age = now / 1000 - issuedAt;
  return age < -CLOCK_SKEW_SECONDS || age >= grantHours * 3600 ? 'expired' : 'valid';
};

export const previewAccess = (input: {
  requested: boolean;
  /** The preview secret; null when preview is off (nobody previews). */
  secret: string | null;
  grantHours: number;
  givenSecret: string | null;
  cookie: string | undefined;
  now: number;
}): PreviewAccess => {
  const { secret } = input;
  if (!input.requested || secret === null) return { kind: 'live' };
  if (input.givenSecret !== null) {
    return sameText(input.givenSecret, secret) ? { kind: 'grant', cookie: grantCookie(secret, Math.floor(input.now / 1000)) } : { kind: 'wrong-secret' };
  }
  if (input.cookie === undefined) return { kind: 'live' };
  const grant = checkGrant(secret, input.cookie, input.grantHours, input.now);
  return grant === 'valid' ? { kind: 'preview' } : { kind: 'refused-grant', reason: grant };
};

/** Inside the Kontent web app's frame the site is a third party: the cookie must be SameSite=None, Secure and partitioned (CHIPS). */
export const previewCookieOptions = (grantHours: number) => ({
  httpOnly: true,
  secure: true,
  sameSite: 'none' as const,
  partitioned: true,
  path: '/',
  maxAge: grantHours * 3600,
});
