// @ts-check
/**
 * A cached page's Content-Security-Policy (spec 4.6): its inline scripts, hashed once when the page
 * enters the cache, so the policy allows exactly those scripts without 'unsafe-inline' and without a
 * nonce (a nonce would make every page render per request). The finished policy is written into the
 * entry's headers, which Next sends with the page on the miss and on every cached hit; the proxy
 * sends no policy of its own for these pages (site/proxy.ts), since Next appends an entry's headers
 * to those already set and a browser would enforce both.
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, policyEnv } from './security-policy.mjs';

export const POLICY_HEADER = 'content-security-policy';

/**
 * The inline scripts of HTML that React wrote. React escapes `</script` inside a script's text, so
 * the first `</script>` after an opening tag closes it; an opening tag without `src` is inline.
 * @param {string} html
 */
export const inlineScripts = (html) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\ssrc=/i.test(` ${attributes}`))
    .map(([, , body = '']) => body)
    .filter((body) => body.length > 0);

/** @param {string} script */
export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** @param {string} html */
export const scriptHashes = (html) => [...new Set(inlineScripts(html).map(scriptHash))];

/**
 * The handler runs outside the bundle, so it cannot reach the site's checked environment; the server
 * checked these variables when it started (site/instrumentation.ts).
 */
// eslint-disable-next-line no-restricted-properties -- the cache handler is loaded by Node outside the bundle
const env = policyEnv(process.env);

/** The live page's copy the CMS may frame (`/pages/framed…/`, site/lib/variant.ts); every other page is never framed. */
const FRAMED_PAGE = /\/pages\/framed(?:-\d+)?\//;

/**
 * Writes the page's policy into a page entry Next is about to cache (in place: Next answers the miss
 * from the same headers object after set() returns).
 * @param {unknown} data
 * @param {string} key the entry's cache key, which names the page's route
 */
export const withScriptHashes = (data, key) => {
  if (!data || typeof data !== 'object') return data;
  const page = /** @type {{ kind?: unknown; html?: unknown; headers?: Record<string, unknown> }} */ (data);
  if (page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return data;
  page.headers ??= {};
  page.headers[POLICY_HEADER] = contentSecurityPolicy(env, { framing: FRAMED_PAGE.test(key) ? 'cms' : 'none', scriptHashes: scriptHashes(page.html) });
  return data;
};
