import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Server components render to strings in tests; JSX uses React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    environment: 'node',
    include: ['**/*.test.ts?(x)'],
    exclude: ['**/node_modules/**', '.data/**', 'site/e2e/**', 'site/.next/**'],
  },
});
