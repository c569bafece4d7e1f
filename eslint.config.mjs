import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * DESIGN.md's import arrows: schema <- renderer <- site, schema <- components <- site, services
 * reached by renderer only through the transport seam and wired by site and tools, tools ->
 * schema, renderer, services; nothing imports site (or tools).
 */
const LAYERS = {
  schema: { folders: ['renderer', 'components', 'services', 'site', 'tools'], packages: ['react', 'react-dom', 'next', '@kontent-ai'] },
  renderer: { folders: ['components', 'services', 'site', 'tools'] },
  components: { folders: ['renderer', 'services', 'site', 'tools'] },
  services: { folders: ['renderer', 'components', 'site', 'tools'] },
  site: { folders: ['tools'] },
  tools: { folders: ['components', 'site'] },
  // Test harnesses: tests of every layer share them, so they may reach any layer.
  testing: { folders: [] },
};

/** Test files (and the harnesses) may import testing/; product code may not. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'testing/**'];
/** Deepest folder level of a source file below a layer (site/app/(site)/pages/[variant]/[locale]/[[...slug]]/). */
const MAX_DEPTH = 8;

/**
 * The built-in rule matches import strings, not resolved paths, so each folder depth gets its own
 * pattern: from a file in `renderer/render/`, `../../components/...` is the top-level components folder,
 * while `../../schema/components` is not.
 */
const rulesFor = (layer, { folders, packages = [] }, fileGlob = '*.{ts,tsx,js,mjs}', { tests = false } = {}) =>
  Array.from({ length: MAX_DEPTH }, (_, i) => ({
    files: [`${layer}/${'*/'.repeat(i)}${fileGlob}`],
    ...(tests ? {} : { ignores: TEST_FILES }),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: packages.map((name) => ({ name, message: `${layer}/ is pure: no ${name} (DESIGN.md).` })),
          patterns: [
            ...folders.map((folder) => ({
              regex: `^(\\./)?(\\.\\./){${i + 1}}${folder}(/|$)`,
              message: `${layer}/ must not import ${folder}/ (DESIGN.md import arrows).`,
            })),
            ...(tests
              ? []
              : [{ regex: `^(\\./)?(\\.\\./){${i + 1}}testing(/|$)`, message: 'Only tests import the test harnesses in testing/.' }]),
            ...(packages.length > 0
              ? [{ group: packages.map((name) => `${name}/*`), message: `${layer}/ is pure: no React, Next or Kontent SDK (DESIGN.md).` }]
              : []),
          ],
        },
      ],
    },
  }));

const importRules = [
  ...Object.entries(LAYERS).flatMap(([layer, rules]) => [
    ...rulesFor(layer, rules),
    ...rulesFor(layer, rules, '{*.test.ts,*.test.tsx}', { tests: true }),
  ]),
  // Renderer tests wire a stand-in into the transport seam, as site/ and tools/ do in production.
  ...rulesFor('renderer', { folders: ['components', 'site', 'tools'] }, '{*.test.ts,*.test.tsx}', { tests: true }),
];

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', 'site/.next/', 'test-results/', 'playwright-report/', 'schema/json/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...importRules,
  // End-to-end specs drive the running site from outside (and may call the tools, as an operator does).
  { files: ['site/e2e/**'], rules: { 'no-restricted-imports': 'off' } },
  {
    // DESIGN.md: every environment read goes through the checked module (schema/env.ts).
    files: ['**/*.{ts,tsx,js,mjs}'],
    // site/instrumentation.ts reads NEXT_RUNTIME, which Next sets, not the operator; site/cache/shared-store.mjs:
    // Next loads the cache handler outside the bundler, so it reads REDIS_URL itself.
    ignores: ['site/lib/env.ts', 'tools/env.ts', 'site/instrumentation.ts', 'playwright.config.ts', '**/*.test.{ts,tsx}', 'site/cache/shared-store.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through schema/env.ts (site/lib/env.ts, tools/env.ts).' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
