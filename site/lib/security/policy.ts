/**
 * The Content-Security-Policy (issue 20 §1): exactly what the site loads, from the checked
 * configuration. Scripts are the site's own files; a cached page's inline scripts (Next's flight
 * data) are allowed by their hashes, computed once when the page is cached (site/cache/script-hashes.mjs).
 * A response rendered per request has no such list and falls back to 'unsafe-inline' for scripts
 * only: pages stay CDN-cacheable, which a nonce would forbid (docs/security.md).
 */
import type { Env } from '../../../schema/env';

export type PolicyEnv = Pick<
  Env,
  'ALGOLIA_APP_ID' | 'ALGOLIA_URL' | 'MEDIA_HOST' | 'MAPBOX_TOKEN' | 'TAG_MANAGER_ID' | 'ANALYTICS_ACCOUNT_KEY' | 'ANALYTICS_DOMAIN' | 'PREVIEW_FRAME_ORIGINS'
>;

/** Who may frame the response: nobody, the site itself (the form host), or the CMS web app (preview, PREVIEW_FRAME_ORIGINS). */
export type Framing = 'none' | 'self' | 'cms';

export type PolicyContext = {
  framing: Framing;
  /** 'sha256-…' sources of the page's inline scripts; undefined when they are not known. */
  scriptHashes?: readonly string[];
};

const MAPBOX = ['https://api.mapbox.com', 'https://events.mapbox.com'];
const TAG_MANAGER = ['https://www.googletagmanager.com'];
const TAG_MANAGER_BEACONS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

const frameAncestors = (env: PolicyEnv, framing: Framing): string[] =>
  framing === 'cms' ? ["'self'", ...env.PREVIEW_FRAME_ORIGINS] : framing === 'self' ? ["'self'"] : ["'none'"];

/** Spec 7.4: the tag manager and analytics hosts only when all three variables are configured. */
const analyticsHosts = (env: PolicyEnv): { scripts: string[]; beacons: string[] } => {
  if (!env.TAG_MANAGER_ID || !env.ANALYTICS_ACCOUNT_KEY || !env.ANALYTICS_DOMAIN) return { scripts: [], beacons: [] };
  const own = `https://${env.ANALYTICS_DOMAIN}`;
  return { scripts: [...TAG_MANAGER, own], beacons: [...TAG_MANAGER_BEACONS, own] };
};

/** The directives, in the order they are written. */
export const policyDirectives = (env: PolicyEnv, context: PolicyContext): Array<[string, string[]]> => {
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

export const contentSecurityPolicy = (env: PolicyEnv, context: PolicyContext): string =>
  policyDirectives(env, context)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
