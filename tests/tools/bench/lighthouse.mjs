/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) through its CLI.
 *
 * It is run with `npx --yes lighthouse@12` (fetched from the npm registry on first use) rather than
 * kept as a dependency: one of its dependencies asks for `third-party-web@latest`, which no lock file
 * can pin, so it would break `npm ci`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking';

/**
 * One run on `url` with the CPU slowdown `multiplier` (cpu-level.mjs): score (0–100), FCP, LCP and TBT in
 * ms, CLS, and the host's BenchmarkIndex as Lighthouse measured it before the run.
 */
export function lighthouse(url, scratch, { multiplier }) {
  const out = join(scratch, 'lighthouse.json');
  const run = spawnSync(
    'npx',
    ['--yes', 'lighthouse@12', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
