import { defineConfig } from 'vitest/config';

// The built artifact's tests run after the build (vitest.deploy.config.ts).
const exclude = ['**/node_modules/**', '.data/**', 'site/e2e/**', 'site/.next/**', '**/*.deploy.test.ts'];
// Component tests ask a DOM (testing/dom.ts): they share one happy-dom and one module graph per
// worker, since setting up the DOM and importing React and the schema for each file cost more than
// their tests.
const domTests = 'components/**/*.test.tsx';

export default defineConfig({
  // Server components render to strings in tests; JSX uses React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  // next/dynamic as the App Router builds it (React.lazy): lazy islands render on the server, as on the site.
  resolve: { alias: { 'next/dynamic': 'next/dist/shared/lib/app-dynamic' } },
  test: {
    environment: 'node',
    // A loaded two-core machine (CI) is several times slower than a quiet one.
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'node', include: ['**/*.test.ts?(x)'], exclude: [...exclude, domTests] } },
      { extends: true, test: { name: 'dom', include: [domTests], exclude, environment: 'happy-dom', isolate: false } },
    ],
  },
});
