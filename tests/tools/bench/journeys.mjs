/**
 * The signed-in journeys of `npm run bench`, in Chromium through Playwright (a Lighthouse tab cannot be
 * given a session): the privilege list's LCP with web-vitals in the page, and three in-app transitions
 * timed in the page from the tap to the first frame that shows their result.
 */
import { chromium, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { scaled } from '../machine-factor.mjs';

const th = JSON.parse(readFileSync('lang/th.json', 'utf8'));
/** The mock's demo member and its one-time code (mocks/identities.ts). */
const DEMO = { nationalId: '1101700230708', otp: '123456' };
const START = '/privilege/privilege-list';
const ECODE_DETAIL = '/privilege/privilege-detail?privilege_id=PRV000101';
const CPU_RATE = 4;
/** Lighthouse's mobile network: 150 ms, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** As playwright.config.ts launches it for the e2e tests. */
export function launch() {
  const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  return chromium.launch({
    executablePath,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

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

/** A fresh context (cold cache) with the member's session, CPU throttled, and optionally slow 4G. */
async function signedInPage(browser, auth, { network = false, initScript } = {}) {
  const context = await browser.newContext({ ...CONTEXT, storageState: auth.storageState });
  await context.addInitScript((entries) => {
    if (location.protocol.startsWith('http')) for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, auth.session);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
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

/** One cold load of the privilege list, signed in, on slow 4G and 4× CPU: LCP, FCP and CLS (ms, ms, score). */
export async function measureList(browser, url, auth) {
  const { page, close } = await signedInPage(browser, auth, { network: true, initScript: { content: WEB_VITALS } });
  try {
    await page.goto(`${url}${START}`, { waitUntil: 'load', timeout: scaled(60_000) });
    await page.getByTestId('privilege-card').first().waitFor({ timeout: scaled(60_000) });
    await page.waitForLoadState('networkidle');
    const vitals = await page.evaluate(() => window.__vitals);
    return { listLcp: vitals.lcp ?? Number.NaN, listFcp: vitals.fcp ?? Number.NaN, listCls: vitals.cls ?? Number.NaN };
  } finally {
    await close();
  }
}

/**
 * In the page: `__benchArm(selector)` waits for the next click (capture listener on document, so it
 * sees the tap before the app does) and resolves `__benchResult` with the time from the click event's
 * timeStamp to the first animation frame in which an element matching `selector` exists and is visible:
 * that frame is the one that paints it. Checked once per frame only, so the probe forces no extra
 * layout while the app renders.
 */
function installTransitionProbe() {
  const shown = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  window.__benchArm = (selector) => {
    window.__benchResult = new Promise((resolve) => {
      const onClick = (event) => {
        const frame = () => (shown(selector) ? resolve(performance.now() - event.timeStamp) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      };
      document.addEventListener('click', onClick, { capture: true, once: true });
    });
  };
}

/**
 * Lets the app settle as it does while a member looks at the screen: network quiet, the delay after
 * which a screen prefetches the screens it leads to (app/bootstrap/idle-prefetch.ts, 1.5 s), an idle callback, quiet again.
 */
async function idle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  await page.waitForLoadState('networkidle');
}

/** Times `tap` to the first frame showing `target`; throws when the target was there before the tap. */
async function timeTap(page, target, tap) {
  await idle(page);
  if ((await page.locator(target).count()) > 0) throw new Error(`${target} is shown before the tap`);
  await page.evaluate((selector) => window.__benchArm(selector), target);
  await tap();
  return page.evaluate(() => window.__benchResult);
}

/** The three transitions, each in its own fresh signed-in context with 4× CPU. */
export const TRANSITION_RUNS = {
  async detail(page, url) {
    await page.goto(`${url}${START}`);
    const card = page.getByTestId('privilege-card').first();
    await card.waitFor();
    return timeTap(page, '[data-testid="privilege-detail"]', () => card.click());
  },
  async ecode(page, url) {
    await page.goto(`${url}${ECODE_DETAIL}`);
    await page.getByTestId('redeem-button').click();
    const confirm = page.getByTestId('app-dialog').locator('[data-action="submit"]');
    await confirm.waitFor();
    return timeTap(page, '[data-testid="ecode-code"]', () => confirm.click());
  },
  async history(page, url) {
    await page.goto(`${url}${START}`);
    await page.getByTestId('privilege-card').first().waitFor();
    return timeTap(page, '[data-testid="redemption-item"]', () => page.getByRole('link', { name: th['nav.history'] }).click());
  },
};

export async function measureTransition(browser, url, auth, name) {
  const { page, close } = await signedInPage(browser, auth, { initScript: installTransitionProbe });
  try {
    return await TRANSITION_RUNS[name](page, url);
  } finally {
    await close();
  }
}
