import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { machineFactor } from './tests/tools/machine-factor.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Timeouts set on a quiet 2-core machine, stretched by the run's machine factor (between 1 and 2). */
const factor = machineFactor();

const SUITES = ['tests/unit', 'tests/mock', 'tests/component', 'tests/verifier'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Test files that render in a DOM: every component test, and any other test whose first lines ask for
 * jsdom (`// @vitest-environment jsdom`). They share their worker's libraries and jsdom, but each file
 * gets fresh app modules, a clean document and empty storage (tests/setup/dom.setup.ts), as the app
 * keeps module state (the query cache, the session, the router).
 */
const domFiles = SUITES.flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter(isTest)
    .map((file) => `${dir}/${file}`)
    .filter((file) => file.startsWith('tests/component/') || readFileSync(file, 'utf8').slice(0, 2_000).includes('@vitest-environment jsdom')),
);

/** DOM files that replace modules (`vi.mock`): a replacement outlives the file, so they get a worker of their own. */
const isolatedDomFiles = domFiles.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@mocks/': r('./mocks/'),
      '@lang/': r('./lang/'),
    },
  },
  define: {
    'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(''),
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: Math.round(15_000 * factor),
    hookTimeout: Math.round(10_000 * factor),
    projects: [
      {
        extends: true,
        // Node-only tests (the mock, the verifier, pure modules) share a worker's modules: each file
        // resets the state it uses (the mock's data, its servers), and loading the mock once per worker
        // instead of once per file is most of their time.
        test: {
          name: 'node',
          include: SUITES.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: domFiles,
          isolate: false,
          setupFiles: ['tests/setup/vitest.setup.ts', 'tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: domFiles,
          exclude: isolatedDomFiles,
          // Child processes, not threads: a worker thread that has run many DOM files can take the
          // whole run down with it when it ends (the process aborted after the last file); a child
          // process that fails is reported as such.
          pool: 'forks',
          isolate: false,
          setupFiles: ['tests/setup/dom.setup.ts', 'tests/setup/vitest.setup.ts'],
        },
      },
      { extends: true, test: { name: 'dom-isolated', include: isolatedDomFiles, isolate: true } },
    ],
  },
});
