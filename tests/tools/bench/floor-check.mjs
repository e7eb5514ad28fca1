#!/usr/bin/env node
/**
 * The member floor's proof, run by the bench before it measures (and on its own, below): on the build
 * and the server the bench measures, the floor is the app's screens and calls, or its figures mean
 * nothing. It fails (throws) unless, signed in as the bench's member:
 *
 * - the floor's privilege list shows as many `privilege-card`s as the app's first page;
 * - the floor's API requests for the list are the app's operations (method + path, order and query
 *   aside), each with the same signature headers (Authorization, X-Signature, X-Timestamp) present or
 *   absent as in the app's, and every one answered 2xx (the mock checks each signature);
 * - each of the three timed taps of journeys.mjs (card → detail, confirm → e-code, History → rows)
 *   reaches its test id on the floor, run by journeys.mjs itself, unchanged, on the floor's base URL.
 *
 * A node check rather than an e2e spec: it must hold for what the bench measures (its build of both
 * floors, its server and session), which the e2e suite neither builds nor serves.
 *
 *   node tests/tools/bench/floor-check.mjs [--port 4878] [--no-build]
 *     builds the app (unless --no-build) and both floors, serves them, checks, prints what it saw.
 */
import { pathToFileURL } from 'node:url';
import { devices } from '@playwright/test';
import { scaled } from '../machine-factor.mjs';
import { MEMBER_FLOOR_MOUNT, buildFloors, memberFloorUrl } from './floors.mjs';
import { measureTap, signIn } from './journeys.mjs';
import { launchChromium } from '../chromium.mjs';
import { TRANSITIONS } from './taps.mjs';
import { build, serve } from './servers.mjs';

const START = '/privilege/privilege-list';
const SIGNATURE_HEADERS = ['authorization', 'x-signature', 'x-timestamp'];

/** The API requests a cold signed-in load of the list sends, once it has settled (cards, partner tiles, quiet network). */
export async function listRequests(browser, base, auth) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale: 'th-TH', storageState: auth.storageState });
  await context.addInitScript((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, auth.session);
  const page = await context.newPage();
  const sent = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const headers = await request.allHeaders();
    const response = await request.response();
    sent.push({
      operation: `${request.method()} ${url.pathname}`,
      signed: SIGNATURE_HEADERS.filter((name) => name in headers).join(','),
      status: response?.status() ?? 0,
    });
  });
  try {
    await page.goto(`${base}${START}`);
    const cards = page.getByTestId('privilege-card');
    await cards.first().waitFor({ timeout: scaled(30_000) });
    await page.getByTestId('partner-tiles').waitFor({ timeout: scaled(30_000) });
    await page.waitForLoadState('networkidle');
    return { cards: await cards.count(), sent: [...sent] };
  } finally {
    await context.close();
  }
}

const byOperation = (sent) => new Map(sent.map((r) => [r.operation, r.signed]));

/** Throws with every difference between the app's list and the floor's; returns what both sent. */
export async function checkMemberFloor(browser, app, auth, { cpuRate = 1 } = {}) {
  const problems = [];
  await app.reset();
  const appList = await listRequests(browser, app.url, auth);
  const floorList = await listRequests(browser, memberFloorUrl(app.url), auth);
  if (appList.cards === 0 || floorList.cards !== appList.cards) problems.push(`cards: app ${appList.cards}, floor ${floorList.cards}`);
  const [appOps, floorOps] = [byOperation(appList.sent), byOperation(floorList.sent)];
  for (const [operation, signed] of appOps) {
    if (!floorOps.has(operation)) problems.push(`the floor never sent ${operation}`);
    else if (floorOps.get(operation) !== signed) problems.push(`${operation}: app sent ${signed || 'no'} headers, floor ${floorOps.get(operation) || 'none'}`);
  }
  for (const operation of floorOps.keys()) if (!appOps.has(operation)) problems.push(`the floor sent ${operation}, which the app does not`);
  for (const { operation, status } of floorList.sent) if (status < 200 || status > 299) problems.push(`the floor's ${operation} answered ${status}`);
  const taps = {};
  for (const [key, flow] of Object.entries(TRANSITIONS)) {
    // A fresh mock before each tap, as the bench's runs: the redemption always has points.
    await app.reset();
    try {
      taps[key] = (await measureTap(browser, memberFloorUrl(app.url), auth, flow, { cpuRate })).ms;
    } catch (error) {
      problems.push(`tap ${key} on the floor: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    }
  }
  await app.reset();
  if (problems.length) throw new Error(`the member floor is not the app's screens:\n  ${problems.join('\n  ')}`);
  return { app: appList, floor: floorList, taps };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  if (!process.argv.includes('--no-build')) build('build');
  buildFloors();
  const app = await serve('dist', Number(arg('port', 4878)), undefined, { staticAt: [MEMBER_FLOOR_MOUNT] });
  const browser = await launchChromium();
  try {
    await app.reset();
    const auth = await signIn(browser, app.url);
    const seen = await checkMemberFloor(browser, app, auth);
    console.log(`cards: app ${seen.app.cards}, floor ${seen.floor.cards}`);
    for (const { operation, signed, status } of seen.floor.sent) console.log(`floor ${operation} [${signed}] ${status}`);
    console.log(`taps on the floor (ms, unthrottled): ${JSON.stringify(seen.taps)}`);
    console.log('member floor: OK');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await browser.close();
    app.stop();
  }
}
