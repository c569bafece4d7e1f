import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * Spec 4.9: one id per build, Next's own and the one compiled into the site (process.env.SITE_BUILD_ID),
 * which pages compare with /builds/latest.json to learn of a new deployment. Fresh for every build;
 * the instances of one build share it.
 */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const config: NextConfig = {
  generateBuildId: () => buildId,
  env: { SITE_BUILD_ID: buildId },
  // Spec 2.3: every page URL ends with a slash; Next redirects the rest, keeping the query.
  trailingSlash: true,
  poweredByHeader: false,
  // Next would hash every cached page on every hit for its ETag, the largest single cost of a cached hit (docs/performance.md).
  generateEtags: false,
  reactStrictMode: true,
  // The deployable artifact: a server that runs with `node server.js` alone (tools/build.mjs completes it).
  output: 'standalone',
  // The app imports schema/, renderer/ and components/ from the repository root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  // pdfkit reads its font metrics from its own folder at run time (brochures, site/lib/brochure).
  // redis: one client per process, shared with the cache handler (site/cache/shared-store.mjs).
  serverExternalPackages: ['sharp', 'pdfkit', 'pg', 'redis'],
  // The brochure embeds Jost, read from @fontsource/jost at run time (site/lib/brochure/fonts.ts): the trace cannot see a path it builds.
  outputFileTracingIncludes: { '/api/brochure/**': ['../node_modules/@fontsource/jost/unicode.json', '../node_modules/@fontsource/jost/files/*-normal.woff'] },
  // The Next cache: Next's own on disk, or shared by every instance in Redis with REDIS_URL (docs/caching.md).
  cacheHandler: path.join(import.meta.dirname, 'cache/handler.mjs'),
  // Spec 2.2: the XML sitemaps, at the root and under each locale prefix, answered by one route.
  // The prefixes are LOCALES of schema/constants/locale.ts (Next loads this file without the
  // project's TypeScript, so it cannot import it); site/e2e/sitemaps.spec.ts reads both.
  async rewrites() {
    const file = ':file((?:index-|[a-z]{2}-)?sitemap(?:-\\d+)?\\.xml)';
    return [
      { source: `/${file}`, destination: '/api/sitemaps/:file' },
      { source: `/:prefix(en|es)/${file}`, destination: '/api/sitemaps/:file' },
    ];
  },
  // The fixed security headers on every path, Next's files, route handlers, media and forms included.
  // The Content-Security-Policy, framing included, is the proxy's (site/proxy.ts): it reads the running server's configuration.
  // Next compiles this file and resolves its relative imports from the working directory: the module is named by its full path.
  async headers() {
    const policy: typeof import('./cache/security-policy.mjs') = await import(path.join(import.meta.dirname, 'cache/security-policy.mjs'));
    return [{ source: '/:path*', headers: Object.entries(policy.FIXED_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
};

// next-intl checks its request config against the working directory (the repository root, where
// npm scripts run), while Turbopack resolves the alias from the project folder (site/).
const withIntl = createNextIntlPlugin('./site/i18n/request.ts')(config);
export default {
  ...withIntl,
  turbopack: {
    ...withIntl.turbopack,
    resolveAlias: {
      ...withIntl.turbopack?.resolveAlias,
      'next-intl/config': './i18n/request.ts',
      // The browser never calls next/headers (site/lib/next-headers.browser.ts says why it is imported there at all).
      'next/headers': { browser: './lib/next-headers.browser.ts' },
      'next/headers.js': { browser: './lib/next-headers.browser.ts' },
    },
  },
} satisfies NextConfig;
