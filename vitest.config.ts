import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { machineFactor } from './tests/tools/machine-factor.mjs';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Timeouts set on a quiet 2-core machine, stretched by the run's machine factor (between 1 and 2). */
const factor = machineFactor();

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
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/mock/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/verifier/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: Math.round(15_000 * factor),
    hookTimeout: Math.round(10_000 * factor),
  },
});
