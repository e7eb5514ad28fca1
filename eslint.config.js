// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import appRules from './tests/tools/eslint/query-keys.js';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** A feature may import shared code and itself, never another feature. */
const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}(/|$))`,
            message: 'Features do not import each other: move shared code to src/shared.',
          },
          {
            regex: '^(\\.\\./)+features/',
            message: 'Features do not import each other: move shared code to src/shared.',
          },
          { regex: '^@mocks/', message: 'Product code never imports the mock backend.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-*/**', 'node_modules/**', 'src/generated/**', 'public/**', 'mocks/public/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'tests/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Shared code must not reach up into features or the app shell.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Shared code does not depend on features or the app shell.' },
            { regex: '^@mocks/', message: 'Product code never imports the mock backend.' },
          ],
        },
      ],
    },
  },
  {
    // Query keys are generated: see tests/tools/eslint/query-keys.js.
    files: ['src/**/*.{ts,tsx}', 'tests/component/**/*.{ts,tsx}'],
    plugins: { app: appRules },
    rules: { 'app/generated-query-keys': 'error' },
  },
  ...featureBoundaries,
  {
    files: ['tests/**/*.{ts,tsx}', 'mocks/**/*.ts', 'openapi/**/*.ts', '**/*.config.{ts,js}', 'tests/tools/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
