/**
 * One setting of `npm run bench`: calibrate the CPU level, then `runs` interleaved runs of the app and
 * its floors (app first in odd runs, floor first in even ones, so both see the same machine), then
 * check that the host did not drift. Returns the level and the raw runs (report.mjs judges them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calibrateRate, drift, hostIndexOf, lighthouseMultiplier, TARGET_LEVEL } from './cpu-level.mjs';
import { checkMemberFloor } from './floor-check.mjs';
import { memberFloorUrl } from './floors.mjs';
import { launch, measureList, measureTap, signIn } from './journeys.mjs';
import { lighthouse } from './lighthouse.mjs';
import { INP_TAPS, TRANSITIONS } from './taps.mjs';

/** More than this between the host's index at the start and at the end: the figures are not comparable. */
export const MAX_DRIFT = 0.1;
/** Lighthouse runs read for the host's index before measuring (they also warm the servers up). */
const INDEX_RUNS = 3;

/**
 * The CPU level on this host: Lighthouse's host index (median of a few runs of `loginUrl`, which also
 * warm the server up) and the multiplier its guidance gives for it; the in-page throttling rate.
 */
export async function calibrateLevel({ browser, loginUrl, scratch, log }) {
  log('calibrating: Lighthouse host index, then the in-page throttling rate');
  const reports = [];
  for (let i = 0; i < INDEX_RUNS; i++) reports.push(lighthouse(loginUrl, scratch, { multiplier: 4 }));
  const hostIndex = hostIndexOf(reports);
  const multiplier = lighthouseMultiplier(hostIndex);
  if (multiplier === null) throw new Error(`Lighthouse measured this host at ${hostIndex}: too slow to emulate the target phone`);
  const page = await calibrateRate(browser);
  log(`Lighthouse host index ${Math.round(hostIndex)} → multiplier ${multiplier}; in-page host ${Math.round(page.host)} → rate ${page.rate} (index ${Math.round(page.index)})`);
  return { hostIndex, multiplier, page };
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
  const browser = await launch();
  try {
    const { hostIndex, multiplier, page } = await calibrateLevel({ browser, loginUrl: `${urls.loginFloor}/auth/login`, scratch, log });

    await reset();
    const auth = await signIn(browser, urls.app);
    const cpu = { cpuRate: page.rate };
    log('checking the member floor against the app');
    await checkMemberFloor(browser, app, auth);
    const raw = [];
    for (let run = 1; run <= runs; run++) {
      const sides = run % 2 ? ['app', 'floor'] : ['floor', 'app'];
      log(`run ${run} of ${runs} (${sides.join(' then ')})`);
      const figures = { app: {}, floor: {} };
      for (const side of sides) figures[side].login = lighthouse(`${side === 'app' ? urls.app : urls.loginFloor}/auth/login`, scratch, { multiplier });
      for (const side of sides) figures[side].list = await measureList(browser, side === 'app' ? urls.app : urls.memberFloor, auth, cpu);
      for (const [key, flow] of Object.entries(TRANSITIONS)) {
        for (const side of sides) {
          // A fresh mock before each tap, so a redemption never runs out of points and History always
          // has rows.
          await reset();
          figures[side][key] = await measureTap(browser, side === 'app' ? urls.app : urls.memberFloor, auth, flow, cpu);
        }
      }
      for (const [key, flow] of Object.entries(INP_TAPS)) figures.app[key] = await measureTap(browser, urls.app, auth, flow, cpu);
      raw.push(figures);
    }

    const endHost = (await calibrateRate(browser, { hostOnly: true })).host;
    const endIndex = hostIndexOf(raw.slice(-INDEX_RUNS).flatMap((r) => [r.app.login, r.floor.login]));
    const level = {
      ...TARGET_LEVEL,
      lighthouse: { hostIndex, endIndex, multiplier },
      page: { ...page, endHost },
    };
    const drifted = [
      ['Lighthouse host index', hostIndex, endIndex],
      ['in-page host index', page.host, endHost],
    ].filter(([, before, after]) => drift(before, after) > MAX_DRIFT);
    return { level, raw, drifted: drifted.map(([what, before, after]) => `${what} ${Math.round(before)} → ${Math.round(after)}`) };
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
