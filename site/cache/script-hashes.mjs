// @ts-check
/**
 * A cached page's inline scripts, hashed once when the page enters the cache, so its
 * Content-Security-Policy can allow exactly those scripts without 'unsafe-inline' and without a
 * nonce (a nonce would make every page render per request). The hashes travel with the entry as
 * one response header, which the server turns into the page's policy (site/lib/security/server.ts)
 * and never sends.
 */
import { createHash } from 'node:crypto';

export const SCRIPT_HASHES_HEADER = 'x-site-script-hashes';

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
 * Adds the hashes header to a page entry Next is about to cache (in place: Next answers the miss
 * from the same headers object after set() returns).
 * @param {unknown} data
 */
export const withScriptHashes = (data) => {
  if (!data || typeof data !== 'object') return data;
  const page = /** @type {{ kind?: unknown; html?: unknown; headers?: Record<string, unknown> }} */ (data);
  if (page.kind !== 'APP_PAGE' || typeof page.html !== 'string') return data;
  page.headers ??= {};
  page.headers[SCRIPT_HASHES_HEADER] = scriptHashes(page.html).join(' ');
  return data;
};
