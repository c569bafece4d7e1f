/**
 * The editing session of live preview: a random id in its own cookie, given by the
 * first update, that names this browser's unsaved changes in the override store. It grants
 * nothing: every request that uses it must also hold the preview grant.
 */
import { randomBytes } from 'node:crypto';
import { OVERRIDE_TTL_MS } from './override-store';

export const LIVE_SESSION_COOKIE = 'halcyon_live';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits: no one guesses another editor's session. */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

/** The cookie's session id when it has the shape of one, else null. */
export const sessionIdOf = (value: string | undefined): string | null => (value !== undefined && SESSION_ID.test(value) ? value : null);

/** Like the preview grant, kept inside the Kontent web app's frame: a third party there (SameSite=None, Secure, partitioned). */
export const liveSessionCookieOptions = () => ({
  httpOnly: true,
  secure: true,
  sameSite: 'none' as const,
  partitioned: true,
  path: '/',
  maxAge: Math.round(OVERRIDE_TTL_MS / 1000),
});
