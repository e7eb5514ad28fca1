/**
 * The signed-in journeys of `npm run bench`, in Chromium through Playwright (a Lighthouse tab cannot be
 * given a session): the privilege list's LCP with web-vitals in the page, and the taps of taps.mjs, on
 * the CPU rate the bench calibrated (cpu-level.mjs).
 */
import { devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { scaled } from '../machine-factor.mjs';
import { START, TAP_PROBES } from './taps.mjs';

const th = JSON.parse(readFileSync('lang/th.json', 'utf8'));
/** The mock's demo member and its one-time code (mocks/identities.ts). */
const DEMO = { nationalId: '1101700230708', otp: '123456' };
/** Lighthouse's mobile network: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const CONTEXT = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, locale: 'th-TH', timezoneId: 'Asia/Bangkok' };

/** Signs the demo member in through the sign-in and OTP screens; returns what a new context needs to be signed in. */
export async function signIn(browser, url) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  await page.goto(`${url}/auth/login`);
  // Typed once the app has taken the prerendered screen over (#root[data-app]): the bench times the
  // journeys after sign-in, not a tap during hydration.
  await page.locator('#root[data-app]').waitFor();
  await page.getByLabel(th['auth.login.idLabel']).fill(DEMO.nationalId);
  await page.getByRole('button', { name: th['auth.login.submit'] }).click();
  await page.waitForURL(/\/auth\/verify/).catch(async (error) => {
    await page.screenshot({ path: '.tmp/bench-sign-in.png' });
    throw new Error(`sign-in did not reach the OTP screen (screenshot .tmp/bench-sign-in.png): ${error.message}`);
  });
  // The OTP boxes submit by themselves on the sixth digit.
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(DEMO.otp);
  await page.waitForURL((u) => u.pathname === START);
  // The session token lives in sessionStorage, which a storage state does not carry: keep it apart.
  const session = await page.evaluate(() => Object.entries(sessionStorage));
  const storageState = await context.storageState();
  await context.close();
  return { storageState, session };
}

/** A fresh context (cold cache) with the member's session, CPU throttled to `cpuRate`, and optionally slow 4G. */
async function signedInPage(browser, auth, { cpuRate, network = false, initScript }) {
  const context = await browser.newContext({ ...CONTEXT, storageState: auth.storageState });
  await context.addInitScript((entries) => {
    if (location.protocol.startsWith('http')) for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, auth.session);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { page, close: () => context.close() };
}

const WEB_VITALS = `${readFileSync('node_modules/web-vitals/dist/web-vitals.iife.js', 'utf8')}
window.__vitals = {};
webVitals.onLCP((m) => { window.__vitals.lcp = m.value; }, { reportAllChanges: true });
webVitals.onCLS((m) => { window.__vitals.cls = m.value; }, { reportAllChanges: true });
webVitals.onFCP((m) => { window.__vitals.fcp = m.value; });`;

/** One cold load of the privilege list, signed in, on slow 4G and the calibrated CPU: LCP, FCP and CLS (ms, ms, score). */
export async function measureList(browser, url, auth, { cpuRate }) {
  const { page, close } = await signedInPage(browser, auth, { cpuRate, network: true, initScript: { content: WEB_VITALS } });
  try {
    await page.goto(`${url}${START}`, { waitUntil: 'load', timeout: scaled(60_000) });
    await page.getByTestId('privilege-card').first().waitFor({ timeout: scaled(60_000) });
    await page.waitForLoadState('networkidle');
    const vitals = await page.evaluate(() => window.__vitals);
    return { lcp: vitals.lcp ?? Number.NaN, fcp: vitals.fcp ?? Number.NaN, cls: vitals.cls ?? Number.NaN };
  } finally {
    await close();
  }
}

/** One tap flow of taps.mjs (a transition, or an INP-only tap) in a fresh signed-in context on the calibrated CPU. */
export async function measureTap(browser, url, auth, flow, { cpuRate }) {
  const { page, close } = await signedInPage(browser, auth, { cpuRate, initScript: TAP_PROBES });
  try {
    return await flow(page, url);
  } finally {
    await close();
  }
}
