// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import appRules from './config/eslint/query-keys.js';
import { LIGHT_ONLY_FILES } from './config/ui-kits.mjs';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Files of the first route (sign-in family, privilege list), the app chrome and the light screens: light kit only. */
export const FIRST_ROUTE_FILES = LIGHT_ONLY_FILES;

/** Mantine is reached only through the widgets of src/shared/ui (src/app/README.md "UI kits"). */
const MANTINE_OUTSIDE_UI = {
  regex: '^@mantine/',
  message: 'Import widgets from @/shared/ui (light/ or mantine/), never @mantine/* directly: Mantine and its CSS live in src/shared/ui only.',
};
const NO_MOCKS = { regex: '^(@mocks/|(\\.\\./)+mocks/)', message: 'Product code never imports the mock: a mock run lends it through src/shared/config/dev-hooks.ts.' };
const SHARED_STAYS_DOWN = 'Shared code does not depend on domains, features or the app shell.';
const NO_TEST_SUPPORT = { regex: '^@test-support(/|$)|(^|/)tests/', message: 'Product code never imports test support.' };

/** Unit and component tests, beside the code they test (tests/support/README.md). */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'];

/** Another feature, by alias or by relative path. */
const otherFeatures = (feature) => [
  {
    regex: `^@/features/(?!${feature}(/|$))`,
    message: 'Features do not import each other: move what several features use to src/domains or src/shared.',
  },
  {
    regex: '^(\\.\\./)+features/',
    message: 'Features do not import each other: move what several features use to src/domains or src/shared.',
  },
];

/** The one way to navigate and to read and set the query (src/app/README.md "What a navigation renders"). */
const NO_SEARCH_PARAMS = {
  selector: "ImportDeclaration[source.value='react-router'] ImportSpecifier[imported.name=/^(useSearchParams|useNavigate)$/]",
  message:
    'Navigate with useAppNavigate (src/shared/routing/app-navigate.ts), read and set the query with useQueryParams (url-params.ts): react-router\'s useNavigate and useSearchParams render their screen again at every navigation.',
};

/** The one way to link to a screen (src/app/README.md "What a navigation renders"). */
const NO_ROUTER_LINK = {
  selector: "ImportDeclaration[source.value='react-router'] ImportSpecifier[imported.name=/^(Link|NavLink)$/]",
  message:
    "Link to a screen with AppLink (src/shared/routing/AppLink.tsx), or useLinkClicks for a list of plain links: react-router's Link renders again at every navigation.",
};

/** A feature may import the domains, shared code and itself, never another feature nor the app shell. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...otherFeatures(feature), { regex: '^@/app/', message: 'Features do not import the app shell.' }, NO_MOCKS, NO_TEST_SUPPORT, MANTINE_OUTSIDE_UI] },
    ],
  },
}));

/**
 * A test file may import the mock backend (`@mocks/node`, its identities and data) and the test
 * support (`@test-support`); otherwise it keeps its folder's boundary: a feature's tests import no
 * other feature, shared code's and domains' tests no feature (they reach screens through the test
 * support's app and area routers). Tests of shared code may render the app shell around it.
 */
const NO_FEATURE_IN_TESTS = { regex: '^@/features/', message: 'Tests of shared code and domains reach screens through @test-support, not a feature.' };
const testBoundaries = [
  { files: ['src/*.test.{ts,tsx}', 'src/app/**/*.test.{ts,tsx}'], patterns: [MANTINE_OUTSIDE_UI] },
  { files: ['src/domains/**/*.test.{ts,tsx}'], patterns: [NO_FEATURE_IN_TESTS, MANTINE_OUTSIDE_UI] },
  { files: ['src/shared/**/*.test.{ts,tsx}'], patterns: [NO_FEATURE_IN_TESTS, MANTINE_OUTSIDE_UI] },
  { files: ['src/shared/ui/**/*.test.{ts,tsx}'], patterns: [NO_FEATURE_IN_TESTS] },
  ...features.map((feature) => ({ files: [`src/features/${feature}/**/*.test.{ts,tsx}`], patterns: [...otherFeatures(feature), MANTINE_OUTSIDE_UI] })),
].map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }));

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/generated/**', 'mocks/generated/**', 'mocks/contract/*.generated.js', 'public/**', 'mocks/public/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'tests/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // React's rules where React code lives: the app and the test support that renders it (the mock, the
    // verifier and the tools hold none, and the rules' compiler analysis was half of the lint's time).
    files: ['src/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The app shell and the entry: Mantine only through src/shared/ui.
    files: ['src/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_MOCKS, NO_TEST_SUPPORT, MANTINE_OUTSIDE_UI] }] },
  },
  {
    // Domain modules (src/domains: what several features share about one subject) build on shared
    // code and each other, never on features or the app shell.
    files: ['src/domains/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Domain modules do not depend on features or the app shell.' },
            { regex: '^(\\.\\./)+(features|app)/', message: 'Domain modules do not depend on features or the app shell.' },
            NO_MOCKS,
            NO_TEST_SUPPORT,
            MANTINE_OUTSIDE_UI,
          ],
        },
      ],
    },
  },
  {
    // Shared code must not reach up into domains, features or the app shell.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(domains|features|app)/', message: SHARED_STAYS_DOWN },
            { regex: '^(\\.\\./)+(domains|features|app)/', message: SHARED_STAYS_DOWN },
            NO_MOCKS,
            NO_TEST_SUPPORT,
            MANTINE_OUTSIDE_UI,
          ],
        },
      ],
    },
  },
  {
    // The widgets themselves: the one place Mantine is imported.
    files: ['src/shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(domains|features|app)/', message: SHARED_STAYS_DOWN },
            { regex: '^(\\.\\./)+(domains|features|app)/', message: SHARED_STAYS_DOWN },
            NO_MOCKS,
            NO_TEST_SUPPORT,
          ],
        },
      ],
    },
  },
  {
    // Query keys are generated: see config/eslint/query-keys.js. Component tests (`*.test.tsx`) too; a
    // unit test (`*.test.ts`) may build a key by hand to probe the cache.
    files: ['src/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.ts'],
    plugins: { app: appRules },
    rules: { 'app/generated-query-keys': 'error' },
  },
  {
    // What a write or a server event refreshes is decided in one module: nothing else invalidates queries.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/api/refresh.ts', ...TEST_FILES],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'invalidateQueries', message: 'Refresh through src/shared/api/refresh.ts: add the write or event to its map.' },
      ],
    },
  },
  {
    // Screens navigate with useAppNavigate, read the query with useQueryParams and link with AppLink
    // (src/shared/routing): react-router's useNavigate, useSearchParams and Link render again at every navigation.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_SEARCH_PARAMS, NO_ROUTER_LINK] },
  },
  {
    // The UI-kit rule (src/app/README.md "UI kits", config/ui-kits.mjs): first-route screens, the app
    // chrome, the light screens and the light kit import light widgets only, so they ship without Mantine.
    files: FIRST_ROUTE_FILES,
    ignores: TEST_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(@mantine\\/|@\\/shared\\/ui\\/mantine\\/)/], ImportExpression[source.value=/^(@mantine\\/|@\\/shared\\/ui\\/mantine\\/)/]",
          message: 'First-route screens, the app chrome and the light screens use light widgets only (src/shared/ui/light), never Mantine.',
        },
        NO_SEARCH_PARAMS,
        NO_ROUTER_LINK,
      ],
    },
  },
  ...featureBoundaries,
  ...testBoundaries,
  {
    // No import cycle anywhere, a dynamic import() included (the rule's default): a module that needs
    // to call back into one that imports it takes a handler instead (see src/shared/api/query-client.ts).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false, ignoreExternal: true }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', ...TEST_FILES, 'mocks/**/*.ts', 'openapi/**/*.ts', '**/*.config.{ts,js}', 'tests/tools/**/*.mjs', 'config/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures destructure no fixture (`async ({}, use) => …`).
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
