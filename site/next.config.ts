import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const repoRoot = path.resolve(import.meta.dirname, '..');

const config: NextConfig = {
  // Spec 2.3: every page URL ends with a slash; Next redirects the rest, keeping the query.
  trailingSlash: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // The app imports schema/, renderer/ and components/ from the repository root.
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  serverExternalPackages: ['sharp', 'better-sqlite3'],
};

// next-intl checks its request config against the working directory (the repository root, where
// npm scripts run), while Turbopack resolves the alias from the project folder (site/).
const withIntl = createNextIntlPlugin('./site/i18n/request.ts')(config);
export default {
  ...withIntl,
  turbopack: { ...withIntl.turbopack, resolveAlias: { ...withIntl.turbopack?.resolveAlias, 'next-intl/config': './i18n/request.ts' } },
} satisfies NextConfig;
