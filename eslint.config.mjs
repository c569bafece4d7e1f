import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';

/**
 * DESIGN.md's import arrows: schema <- renderer <- site, schema <- components <- site, services
 * reached by renderer only through the transport seam and wired by site and tools, tools ->
 * schema, renderer, services; nothing imports site (or tools). One policy per layer: the folders it
 * must not import. Test harnesses (testing/) are shared by the tests of every layer, so they may
 * reach any layer.
 */
const LAYERS = {
  schema: ['renderer', 'components', 'services', 'site', 'tools'],
  renderer: ['components', 'services', 'site', 'tools'],
  components: ['renderer', 'services', 'site', 'tools'],
  services: ['renderer', 'components', 'site', 'tools'],
  site: ['tools'],
  tools: ['components', 'site'],
  testing: [],
};
/** Renderer tests wire a stand-in into the transport seam, as site/ and tools/ do in production. */
const TEST_EXCEPTIONS = { renderer: ['services'] };

/** Test files (and the harnesses) may import testing/; product code may not. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', 'testing/**'];
/** schema/ is pure: no UI framework and no CMS SDK. */
const SCHEMA_PACKAGES = ['react', 'react-dom', 'next', '@kontent-ai'];

const layerPolicies = ({ tests }) => [
  ...Object.entries(LAYERS).map(([layer, folders]) => ({
    from: { element: { type: layer } },
    disallow: { to: { element: { types: { anyOf: folders.filter((folder) => !(tests && TEST_EXCEPTIONS[layer]?.includes(folder))) } } } },
    message: '{{from.type}}/ must not import {{to.type}}/ (DESIGN.md import arrows).',
  })),
  ...(tests ? [] : [{ disallow: { to: { element: { type: 'testing' } } }, message: 'Only tests import the test harnesses in testing/.' }]),
];

/** Each import is resolved to its file and so to its layer, however deep the importing file sits. */
const boundariesSettings = {
  'boundaries/elements': Object.keys(LAYERS).map((layer) => ({ type: layer, pattern: `${layer}/**`, partialMatch: false })),
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
};

const importRules = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    settings: boundariesSettings,
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies({ tests: false }) }] },
  },
  {
    files: TEST_FILES,
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies: layerPolicies({ tests: true }) }] },
  },
  {
    files: ['schema/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SCHEMA_PACKAGES.map((name) => ({ name, message: `schema/ is pure: no ${name} (DESIGN.md).` })),
          patterns: [{ group: SCHEMA_PACKAGES.map((name) => `${name}/*`), message: 'schema/ is pure: no React, Next or Kontent SDK (DESIGN.md).' }],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', '.bench/', 'site/.next/', 'test-results/', 'playwright-report/', 'schema/json/', '**/*.d.ts'] },
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
  { files: ['site/e2e/**'], rules: { 'boundaries/dependencies': 'off' } },
  {
    // DESIGN.md: every environment read goes through the checked module (schema/env.ts).
    files: ['**/*.{ts,tsx,js,mjs}'],
    // site/instrumentation.ts reads NEXT_RUNTIME, which Next sets, not the operator; site/cache/shared-store.mjs:
    // Next loads the cache handler outside the bundler, so it reads REDIS_URL itself.
    ignores: ['site/lib/env.ts', 'tools/env.ts', 'site/instrumentation.ts', 'playwright.config.ts', '**/*.test.{ts,tsx}', 'site/cache/shared-store.mjs'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read the environment through schema/env.ts (site/lib/env.ts, tools/env.ts).' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
