import { defineConfig } from 'vitest/config';

/** The tests of the built artifact (`*.deploy.test.ts`): tools/test.sh runs them after the build. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.deploy.test.ts'],
    exclude: ['**/node_modules/**', '.data/**', 'site/.next/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file starts its own servers and databases; two at once would share two cores with them.
    fileParallelism: false,
  },
});
