#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the production build served with
 * the mock API by the standalone mock server. Runs 5 times per page and prints the median performance
 * score, LCP, TBT and CLS. Builds first when dist/ is missing.
 *
 * Lighthouse is run with `npx lighthouse@12` (fetched from the npm registry on first use) rather than
 * kept as a dependency: one of its dependencies asks for `third-party-web@latest`, which no lock file
 * can pin, so it would break `npm ci`.
 *
 *   npm run bench [-- --runs 5 --port 4180 --path /,/auth/login]
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 5));
const port = Number(arg('port', 4180));
const paths = arg('path', '/').split(',');

// A mock build (the mock's signing key): rsbuild.config.ts refuses it without MOCK_BUILD=true.
if (!existsSync('dist/index.html')) spawnSync('npx', ['rsbuild', 'build'], { stdio: 'inherit', env: { ...process.env, MOCK_BUILD: 'true' } });

const server = spawn('npx', ['tsx', 'mocks/server/main.ts', '--port', String(port), '--static', 'dist', '--quiet'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
  server.on('exit', (code) => reject(new Error(`mock server exited with ${code}`)));
});

const chromePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking';
const scratch = mkdtempSync(join(tmpdir(), 'bench-'));

/** One Lighthouse run through its CLI; returns the parsed report. */
function lighthouse(url) {
  const out = join(scratch, 'report.json');
  const run = spawnSync(
    'npx',
    ['--yes', 'lighthouse@12', url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${chromeFlags}`],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) } },
  );
  if (run.status !== 0) throw new Error(`lighthouse exited with ${run.status}`);
  return JSON.parse(readFileSync(out, 'utf8'));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  for (const path of paths) {
    const url = `http://127.0.0.1:${port}${path}`;
    const results = [];
    for (let i = 0; i < runs; i++) {
      const lhr = lighthouse(url);
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const m = {
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
    };
    console.log(
      `${path}: performance ${m.score}, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)} (median of ${runs})`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  server.kill('SIGTERM');
}
