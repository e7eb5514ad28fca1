/**
 * One setting of `npm run bench`: calibrate the CPU level, then `runs` interleaved runs of the app and
 * its floors (app first in odd runs, floor first in even ones, so both see the same machine). Every run
 * is taken at the level again: a fresh browser, the in-page rate re-checked (and bisected again when it
 * no longer lands on the target), Lighthouse's multiplier chosen from the latest host index Lighthouse
 * measured; at its end the run checks that neither drifted more than 10 %. A drifted run is measured
 * again (at most MAX_REPEATS times in a setting); one that still drifts marks the setting not comparable.
 * Returns the level, the raw runs and what drifted (report.mjs judges them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calibrateRate, hostIndexOf, lighthouseMultiplier, readIndexAt, runDrift, TARGET_LEVEL } from './cpu-level.mjs';
import { checkMemberFloor } from './floor-check.mjs';
import { memberFloorUrl } from './floors.mjs';
import { measureList, measureTap, signIn } from './journeys.mjs';
import { launchChromium } from '../chromium.mjs';
import { lighthouse } from './lighthouse.mjs';
import { INP_TAPS, TRANSITIONS } from './taps.mjs';

/** Lighthouse runs read for the host's index before measuring (they also warm the servers up). */
const INDEX_RUNS = 3;
/** Drifted runs measured again in one setting, at most. */
const MAX_REPEATS = 2;

/** A multiplier for `index`; throws when the host is too slow for the target phone. */
function multiplierFor(index) {
  const multiplier = lighthouseMultiplier(index);
  if (multiplier === null) throw new Error(`Lighthouse measured this host at ${index}: too slow to emulate the target phone`);
  return multiplier;
}

/**
 * The CPU level on this host: Lighthouse's host index (median of a few runs of `loginUrl`, which also
 * warm the server up) and the multiplier its guidance gives for it; the in-page throttling rate.
 */
export async function calibrateLevel({ browser, loginUrl, scratch, log }) {
  log('calibrating: Lighthouse host index, then the in-page throttling rate');
  const reports = [];
  for (let i = 0; i < INDEX_RUNS; i++) reports.push(await lighthouse(loginUrl, scratch, { multiplier: 4 }));
  const hostIndex = hostIndexOf(reports);
  const multiplier = multiplierFor(hostIndex);
  const page = await calibrateRate(browser);
  log(`Lighthouse host index ${Math.round(hostIndex)} → multiplier ${multiplier}; in-page host ${Math.round(page.host)} → rate ${page.rate} (index ${Math.round(page.index)})`);
  return { hostIndex, multiplier, page };
}

/** One run's figures, app and floor interleaved (`sides` in order), at the run's level. */
async function measureRun({ browser, urls, reset, auth, scratch, sides, multiplier, cpu }) {
  const figures = { app: {}, floor: {} };
  for (const side of sides) figures[side].login = await lighthouse(`${side === 'app' ? urls.app : urls.loginFloor}/auth/login`, scratch, { multiplier });
  for (const side of sides) figures[side].list = await measureList(browser, side === 'app' ? urls.app : urls.memberFloor, auth, cpu);
  for (const [key, flow] of Object.entries(TRANSITIONS)) {
    for (const side of sides) {
      // A fresh mock before each tap, so a redemption never runs out of points and History always has rows.
      await reset();
      figures[side][key] = await measureTap(browser, side === 'app' ? urls.app : urls.memberFloor, auth, flow, cpu);
    }
  }
  for (const [key, flow] of Object.entries(INP_TAPS)) figures.app[key] = await measureTap(browser, urls.app, auth, flow, cpu);
  return figures;
}

/**
 * `app`: the app's server (serve() with the member floor mounted, floors.mjs), `loginFloor`: the
 * sign-in floor's server. The member floor is checked against the app before anything is measured
 * (floor-check.mjs: same cards, same signed calls, every tap reaching its screen).
 */
export async function runSetting({ app, loginFloor, runs, log }) {
  const urls = { app: app.url, loginFloor: loginFloor.url, memberFloor: memberFloorUrl(app.url) };
  const reset = app.reset;
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  try {
    let auth;
    let start;
    const first = await launchChromium();
    try {
      start = await calibrateLevel({ browser: first, loginUrl: `${urls.loginFloor}/auth/login`, scratch, log });
      await reset();
      auth = await signIn(first, urls.app);
      log('checking the member floor against the app');
      await checkMemberFloor(first, app, auth);
    } finally {
      await first.close();
    }
    let lighthouseIndex = start.hostIndex;
    let rate = start.page.rate;
    const raw = [];
    const perRun = [];
    const drifted = [];
    let repeats = 0;
    for (let run = 1; run <= runs; ) {
      const sides = run % 2 ? ['app', 'floor'] : ['floor', 'app'];
      const browser = await launchChromium();
      try {
        const chosen = await calibrateRate(browser, { startRate: rate });
        // The reading that chose the rate is the one that happened to land on target (of a noisy series:
        // readings at one rate spread by ±10 % and more). Compared with the run's end, it made every run
        // seem to slow down (regression to the mean). The run's start is a second, independent reading.
        const page = { rate: chosen.rate, index: await readIndexAt(browser, chosen.rate) };
        const multiplier = multiplierFor(lighthouseIndex);
        log(`run ${run} of ${runs} (${sides.join(' then ')}): rate ${page.rate} (chosen at index ${Math.round(chosen.index)}, read again ${Math.round(page.index)}), multiplier ${multiplier}`);
        const figures = await measureRun({ browser, urls, reset, auth, scratch, sides, multiplier, cpu: { cpuRate: page.rate } });
        const end = await readIndexAt(browser, page.rate);
        const seen = hostIndexOf([figures.app.login, figures.floor.login]);
        const found = runDrift({ page: { rate: page.rate, start: page.index, end }, lighthouse: { chosenFrom: lighthouseIndex, seen } });
        if (Number.isFinite(seen)) lighthouseIndex = seen;
        rate = page.rate;
        if (found.length && repeats < MAX_REPEATS) {
          repeats += 1;
          log(`run ${run} drifted (${found.join('; ')}): measured again`);
          continue;
        }
        if (found.length) log(`run ${run} drifted again (${found.join('; ')}): kept, and the setting is marked not comparable`);
        drifted.push(...found.map((what) => `run ${run}: ${what}`));
        perRun.push({ rate: page.rate, index: page.index, end, multiplier, lighthouseIndex: seen });
        raw.push(figures);
        run += 1;
      } finally {
        await browser.close();
      }
    }
    const level = { ...TARGET_LEVEL, start: { lighthouseIndex: start.hostIndex, host: start.page.host }, runs: perRun, repeats };
    return { level, raw, drifted };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
