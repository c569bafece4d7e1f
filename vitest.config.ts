import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server components render to strings in tests; JSX uses React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  // next/dynamic as the App Router builds it (React.lazy): lazy islands render on the server, as on the site.
  resolve: { alias: { 'next/dynamic': 'next/dist/shared/lib/app-dynamic' } },
  test: {
    environment: 'node',
    include: ['**/*.test.ts?(x)'],
    // A loaded two-core machine (CI) is several times slower than a quiet one.
    testTimeout: 30_000,
    // The built artifact's tests run after the build (vitest.deploy.config.ts).
    exclude: ['**/node_modules/**', '.data/**', 'site/e2e/**', 'site/.next/**', '**/*.deploy.test.ts'],
  },
});
