/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) through its CLI.
 *
 * It is run with `npx --yes lighthouse@12` (fetched from the npm registry on first use) rather than
 * kept as a dependency: one of its dependencies asks for `third-party-web@latest`, which no lock file
 * can pin, so it would break `npm ci`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { launchChromium } from '../chromium.mjs';

/** A TCP port free at the moment of asking. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * One run on `url` with the CPU slowdown `multiplier` (cpu-level.mjs): score (0–100), FCP, LCP and TBT in
 * ms, CLS, and the host's BenchmarkIndex as Lighthouse measured it before the run. Lighthouse attaches to
 * a Chromium launched as the e2e tests and the journeys launch it (tests/tools/chromium.mjs: the same
 * executable and flags, the browser's own UI off), not one of its own with other flags.
 */
export async function lighthouse(url, scratch, { multiplier }) {
  const out = join(scratch, 'lighthouse.json');
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  let status;
  try {
    status = await new Promise((resolve, reject) => {
      const child = spawn(
        'npx',
        ['--yes', 'lighthouse@12', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
          `--throttling.cpuSlowdownMultiplier=${multiplier}`,
          `--port=${port}`,
        ],
        { stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.once('error', reject);
      child.once('close', resolve);
    });
  } finally {
    await browser.close();
  }
  if (status !== 0) throw new Error(`lighthouse exited with ${status}`);
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
