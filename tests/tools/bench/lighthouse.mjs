/**
 * Lighthouse 12 (mobile preset: simulated slow 4G and 4× CPU) through its CLI.
 *
 * It is run with `npx --yes lighthouse@12` (fetched from the npm registry on first use) rather than
 * kept as a dependency: one of its dependencies asks for `third-party-web@latest`, which no lock file
 * can pin, so it would break `npm ci`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH, chromiumArgs } from '../chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12';

/**
 * The features chrome-launcher (Lighthouse's launcher) disables itself, read from the copy npx installed
 * with Lighthouse: Chromium keeps only the last `--disable-features`, so the one in our flags carries them.
 */
async function launcherDisabledFeatures() {
  const version = spawnSync('npx', ['--yes', LIGHTHOUSE, '--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error(`${LIGHTHOUSE} could not be fetched: ${version.stderr}`);
  const root = join(execFileSync('npm', ['config', 'get', 'cache'], { encoding: 'utf8' }).trim(), '_npx');
  const installs = (existsSync(root) ? readdirSync(root) : [])
    .map((dir) => join(root, dir, 'node_modules'))
    .filter((dir) => existsSync(join(dir, 'chrome-launcher/dist/flags.js')) && existsSync(join(dir, 'lighthouse/package.json')))
    .filter((dir) => JSON.parse(readFileSync(join(dir, 'lighthouse/package.json'), 'utf8')).version === version.stdout.trim())
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (installs.length === 0) throw new Error(`no chrome-launcher beside lighthouse ${version.stdout.trim()} under ${root}`);
  const { DEFAULT_FLAGS } = await import(pathToFileURL(join(installs[0], 'chrome-launcher/dist/flags.js')).href);
  const flag = DEFAULT_FLAGS.find((f) => f.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length).split(',') : [];
}

/**
 * Features chrome-launcher disables that the bench leaves as Chromium ships them, as Playwright (the
 * journeys' launcher) and Puppeteer do. `RenderDocument` off, Chromium reuses the blank page's
 * renderer for the measured page, and on a slow or busy core this Chromium then presents that
 * page's first frames about a second late, every page alike: pinned to one core, observed first
 * paint 2.26–2.35 s with it off and 0.54–0.97 s with it on (the app and the sign-in floor, 3–4 loads
 * each), the frame drawn at 1.28 s and reported at 2.30 s in a trace. Everything the page did before
 * that late paint fell outside Lighthouse's TBT (the floor's 7–35 ms with it off, 111–464 ms on).
 */
const LAUNCHER_FEATURES_LEFT_ON = ['RenderDocument'];

/** The features the one `--disable-features` of Lighthouse's Chromium carries from chrome-launcher's list. */
const lighthouseDisabledFeatures = (launcherList) => launcherList.filter((f) => !LAUNCHER_FEATURES_LEFT_ON.includes(f));

/** The flags Lighthouse's Chromium gets (tests/tools/chromium.mjs), found once. */
let chromeFlags;

/**
 * One run on `url` with the CPU slowdown `multiplier` (cpu-level.mjs): score (0–100), FCP, LCP and TBT in
 * ms, CLS, and the host's BenchmarkIndex as Lighthouse measured it before the run. Lighthouse launches
 * its own Chromium (a browser driven by Playwright would instrument the page it measures), the e2e
 * tests' executable with their flags, the browser's own UI off.
 */
export async function lighthouse(url, scratch, { multiplier }) {
  chromeFlags ??= chromiumArgs(lighthouseDisabledFeatures(await launcherDisabledFeatures())).join(' ');
  const out = join(scratch, 'lighthouse.json');
  const { status } = spawnSync(
    'npx',
    ['--yes', LIGHTHOUSE, url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...(CHROMIUM_PATH ? { CHROME_PATH: CHROMIUM_PATH } : {}) } },
  );
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
