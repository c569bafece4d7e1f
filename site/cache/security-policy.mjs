// @ts-check
/**
 * The security headers (spec 4.6, 2.13): the fixed ones every response carries, and the
 * Content-Security-Policy, exactly what the site loads. Plain JavaScript beside the cache handler,
 * because Node loads the handler and its modules outside the bundle (a cached page's policy,
 * site/cache/script-hashes.mjs; the deployable copies this folder as it is), and next.config reads
 * the fixed headers; the site reads it typed through site/lib/security/policy.ts.
 *
 * Scripts are the site's own files; a cached page's inline scripts (Next's flight data) are allowed
 * by their hashes, computed once when the page is cached. A response rendered per request has no
 * such list and falls back to 'unsafe-inline' for scripts only: pages stay CDN-cacheable, which a
 * nonce would forbid (docs/security.md).
 */
import { URL } from 'node:url';

/**
 * Features the site never uses; clipboard and web share (share buttons) keep their defaults. Only
 * features browsers know: an unknown one (bluetooth) is a console warning on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';
/** Two years with subdomains: what the HSTS preload list asks for. Sent always: browsers ignore it over http (RFC 6797 §8.1). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The headers that depend on nothing: next.config `headers()` sends them on every path. */
export const FIXED_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': HSTS,
});

/**
 * The checked environment's variables the policy reads (schema/env.ts).
 * @typedef {{ ALGOLIA_APP_ID?: string | undefined; ALGOLIA_URL?: string | undefined; MEDIA_HOST?: string | undefined; MAPBOX_TOKEN?: string | undefined;
 *   TAG_MANAGER_ID?: string | undefined; ANALYTICS_ACCOUNT_KEY?: string | undefined; ANALYTICS_DOMAIN?: string | undefined; PREVIEW_FRAME_ORIGINS: readonly string[] }} PolicyEnv
 * Who may frame the response: nobody, the site itself (the form host), or the CMS web app (preview, PREVIEW_FRAME_ORIGINS).
 * @typedef {'none' | 'self' | 'cms'} Framing
 * `scriptHashes`: 'sha256-…' sources of the page's inline scripts; undefined when they are not known.
 * @typedef {{ framing: Framing; scriptHashes?: readonly string[] | undefined }} PolicyContext
 */

const MAPBOX = ['https://api.mapbox.com', 'https://events.mapbox.com'];
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const TAG_MANAGER_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const KONTENT_APP_ORIGIN = 'https://app.kontent.ai';

/**
 * The policy's variables from a raw environment, as schema/env.ts reads them (a test holds the two
 * together). For the cache handler, which runs outside the bundle after the server checked them.
 * @param {Readonly<Record<string, string | undefined>>} source
 * @returns {PolicyEnv}
 */
export const policyEnv = (source) => {
  const set = (/** @type {string} */ name) => (source[name] === '' ? undefined : source[name]);
  const url = (/** @type {string} */ name) => set(name)?.replace(/\/+$/, '');
  const origins = source.PREVIEW_FRAME_ORIGINS?.split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return {
    ALGOLIA_APP_ID: set('ALGOLIA_APP_ID'),
    ALGOLIA_URL: url('ALGOLIA_URL'),
    MEDIA_HOST: url('MEDIA_HOST'),
    MAPBOX_TOKEN: set('MAPBOX_TOKEN'),
    TAG_MANAGER_ID: set('TAG_MANAGER_ID'),
    ANALYTICS_ACCOUNT_KEY: set('ANALYTICS_ACCOUNT_KEY'),
    ANALYTICS_DOMAIN: set('ANALYTICS_DOMAIN'),
    PREVIEW_FRAME_ORIGINS: origins?.length ? origins : [KONTENT_APP_ORIGIN],
  };
};

/** @param {PolicyEnv} env @param {Framing} framing */
const frameAncestors = (env, framing) => (framing === 'cms' ? ["'self'", ...env.PREVIEW_FRAME_ORIGINS] : framing === 'self' ? ["'self'"] : ["'none'"]);

/**
 * Spec 7.4: the tag manager and analytics hosts only when all three variables are configured.
 * @param {PolicyEnv} env
 */
const analyticsHosts = (env) => {
  if (!env.TAG_MANAGER_ID || !env.ANALYTICS_ACCOUNT_KEY || !env.ANALYTICS_DOMAIN) return { scripts: [], beacons: [] };
  const own = `https://${env.ANALYTICS_DOMAIN}`;
  return { scripts: [...TAG_MANAGER, own], beacons: [...TAG_MANAGER_BEACONS, own] };
};

/**
 * The directives, in the order they are written.
 * @param {PolicyEnv} env
 * @param {PolicyContext} context
 * @returns {Array<[string, string[]]>}
 */
export const policyDirectives = (env, context) => {
  const analytics = analyticsHosts(env);
  const algoliaHosts = env.ALGOLIA_URL ? [new URL(env.ALGOLIA_URL).origin] : [`https://${env.ALGOLIA_APP_ID}-dsn.algolia.net`, 'https://*.algolia.net', 'https://*.algolianet.com'];
  const algolia = env.ALGOLIA_APP_ID ? algoliaHosts : [];
  const mapbox = env.MAPBOX_TOKEN ? MAPBOX : [];
  const media = env.MEDIA_HOST ? [env.MEDIA_HOST] : [];
  const inline = context.scriptHashes ? [...context.scriptHashes] : ["'unsafe-inline'"];
  return [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inline, ...analytics.scripts]],
    // React and the map write style attributes; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media, ...mapbox, ...analytics.beacons]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...algolia, ...mapbox, ...media, ...analytics.beacons]],
    // maplibre-gl starts its worker from a bundled file; mapbox-gl from a blob.
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    // The form drawer frames the site's own form host (spec 2.13); the tag manager may frame its own page.
    ['frame-src', ["'self'", ...analytics.scripts.slice(0, 1)]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'", ...media]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', frameAncestors(env, context.framing)],
  ];
};

/** @param {PolicyEnv} env @param {PolicyContext} context */
export const contentSecurityPolicy = (env, context) =>
  policyDirectives(env, context)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
