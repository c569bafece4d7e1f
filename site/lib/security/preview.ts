/**
 * Who sees drafts (issue 20 §2, an addition to spec 2.3 only when PREVIEW_SECRET is set). Without
 * the secret configured, `?preview=true` previews, as the demo always did. With it, an editor's
 * first preview link carries `secret=` (a Kontent.ai preview URL may carry any fixed query
 * parameter); the site answers with a cookie the Kontent web app's frame keeps, and later
 * `?preview=true` requests with that cookie preview. Anyone else gets the live page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PREVIEW_SECRET_PARAMETER = 'secret';
export const PREVIEW_COOKIE = 'halcyon_preview';
/** An editing session's length; the editor's next preview link renews it. */
export const PREVIEW_COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60;
/** Previews per client and minute: an editor clicks through pages; a scraper is stopped. */
export const PREVIEW_RATE_LIMIT = { posts: 60, windowMs: 60_000 } as const;

export type PreviewAccess =
  | { kind: 'live' }
  | { kind: 'preview' }
  /** The secret was right: set the cookie and load the same URL without it. */
  | { kind: 'grant'; cookie: string };

/** The cookie holds a keyed digest of the secret, never the secret itself. */
export const previewToken = (secret: string): string => createHmac('sha256', secret).update('halcyon preview access').digest('base64url');

const sameText = (given: string, expected: string): boolean => {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
};

export const previewAccess = (input: {
  requested: boolean;
  configuredSecret: string | undefined;
  givenSecret: string | null;
  cookie: string | undefined;
}): PreviewAccess => {
  if (!input.requested) return { kind: 'live' };
  const secret = input.configuredSecret;
  if (secret === undefined) return { kind: 'preview' };
  if (input.givenSecret !== null && sameText(input.givenSecret, secret)) return { kind: 'grant', cookie: previewToken(secret) };
  if (input.cookie !== undefined && sameText(input.cookie, previewToken(secret))) return { kind: 'preview' };
  return { kind: 'live' };
};

/** Inside the Kontent web app's frame the site is a third party: the cookie must be SameSite=None, Secure and partitioned (CHIPS). */
export const previewCookieOptions = () => ({
  httpOnly: true,
  secure: true,
  sameSite: 'none' as const,
  partitioned: true,
  path: '/',
  maxAge: PREVIEW_COOKIE_MAX_AGE_SECONDS,
});
