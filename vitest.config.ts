import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { machineFactor } from './tests/tools/machine-factor.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Timeouts set on a quiet 2-core machine, stretched by the run's machine factor (between 1 and 2). */
const factor = machineFactor();

/** Unit and component tests sit beside the code they test; tests/ keeps the system and tooling tests. */
const TEST_ROOTS = ['src', 'mocks', 'tests/unit', 'tests/mock', 'tests/verifier'];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const testFiles = TEST_ROOTS.flatMap((dir) =>
  (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => `${dir}/${file.split('\\').join('/')}`)
    .filter(isTest),
);

/** The docblock that names a test file's environment (`// @vitest-environment jsdom` or `node`), if any. */
const environmentOf = (file: string) => /@vitest-environment (\w+)/.exec(readFileSync(file, 'utf8').slice(0, 2_000))?.[1];

/**
 * Test files that render in a DOM: every `*.test.tsx` (a component test) unless its first lines say
 * `// @vitest-environment node`, and any `*.test.ts` whose first lines ask for jsdom. They share their
 * worker's libraries and jsdom, but each file gets fresh app modules, a clean document and empty
 * storage (tests/support/setup/dom.setup.ts), as the app keeps module state (the query cache, the
 * session, the router).
 */
const domFiles = testFiles.filter((file) => {
  const environment = environmentOf(file);
  return environment ? environment === 'jsdom' : file.endsWith('.tsx');
});

/** DOM files that replace modules (`vi.mock`): a replacement outlives the file, so they get a worker of their own. */
const isolatedDomFiles = domFiles.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  resolve: {
    alias: [
      { find: '@/', replacement: r('./src/') },
      { find: '@mocks/', replacement: r('./mocks/') },
      { find: '@lang/', replacement: r('./lang/') },
      { find: /^@test-support$/, replacement: r('./tests/support/index.ts') },
      { find: /^@test-support\/(.*)$/, replacement: `${r('./tests/support/')}$1` },
    ],
  },
  define: {
    'import.meta.env.PUBLIC_API_BASE_URL': JSON.stringify(''),
  },
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/support/setup/vitest.setup.ts'],
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
          include: TEST_ROOTS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
          exclude: domFiles,
          isolate: false,
          setupFiles: ['tests/support/setup/vitest.setup.ts', 'tests/support/setup/node.setup.ts'],
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
          setupFiles: ['tests/support/setup/dom.setup.ts', 'tests/support/setup/vitest.setup.ts'],
        },
      },
      { extends: true, test: { name: 'dom-isolated', include: isolatedDomFiles, isolate: true } },
    ],
  },
});
