/**
 * Drafts the way an editor gets them (spec 2.3): through the preview link carrying the secret.
 * The e2e server runs the demo's configuration (no PREVIEW_SECRET), so its secret is the one it
 * generated beside its content folder when it started (.data/preview-secret); a server started
 * with PREVIEW_SECRET is given that value instead.
 */
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { PREVIEW_COOKIE, PREVIEW_SECRET_PARAMETER } from '../site/lib/security/preview';
import { readPreviewSecret } from '../services/kontent/preview-secret';

const root = path.resolve(import.meta.dirname, '..');

/** The secret of the server reading `contentDir` (the e2e server's by default). */
export const previewSecret = (contentDir = path.join(root, '.data/content')): string => {
  const secret = readPreviewSecret(contentDir);
  if (!secret) throw new Error(`No preview secret beside ${contentDir}: the server makes it when it starts`);
  return secret;
};

/** `pathAndQuery` as an editor's preview link: opening it grants the cookie, then shows the preview. */
export const previewLink = (pathAndQuery: string, secret = previewSecret()): string => {
  const withPreview = /[?&]preview=true(&|$)/.test(pathAndQuery) ? pathAndQuery : `${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}preview=true`;
  return `${withPreview}&${PREVIEW_SECRET_PARAMETER}=${encodeURIComponent(secret)}`;
};

/** The `cookie` header of a grant, for requests without a browser (one grant serves a whole test). */
export const previewCookie = async (request: APIRequestContext, secret = previewSecret()): Promise<string> => {
  const response = await request.get(previewLink('/about/', secret), { maxRedirects: 0 });
  const cookie = response.headersArray().find(({ name, value }) => name.toLowerCase() === 'set-cookie' && value.startsWith(`${PREVIEW_COOKIE}=`));
  if (response.status() !== 303 || !cookie) throw new Error(`The preview link was not granted: ${response.status()}`);
  return cookie.value.split(';')[0] ?? '';
};

/** The same for a server reached with fetch (several instances of one build). */
export const previewCookieFrom = async (origin: string, secret: string): Promise<string> => {
  const response = await fetch(`${origin}${previewLink('/about/', secret)}`, { redirect: 'manual' });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${PREVIEW_COOKIE}=`));
  if (response.status !== 303 || !cookie) throw new Error(`The preview link was not granted: ${response.status}`);
  return cookie.split(';')[0] ?? '';
};

/**
 * Gives a page's browser context the grant, as an editor's first click on the link does. Inside a
 * frame the grant is the frame's own (a partitioned cookie): frame `previewLink(path)` instead.
 */
export const previewGrant = async (page: Page, secret = previewSecret()): Promise<void> => {
  await page.goto(previewLink('/', secret));
};
