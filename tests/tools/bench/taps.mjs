/**
 * The bench's taps, timed in the page on the calibrated CPU:
 *
 * - a transition: from the click event's timeStamp to the first animation frame in which the target
 *   element exists and is visible (that frame paints it);
 * - the tap's interaction latency (INP of that one interaction), from the Event Timing API
 *   (`PerformanceEventTiming`): the longest event entry of the interaction, input to next paint.
 *
 * Three transitions run on the app and on its floor (card → detail, confirm → e-code, History tab →
 * rows); two more taps are timed for INP on the app only (search submit, language toggle).
 */
import { readFileSync } from 'node:fs';

const th = JSON.parse(readFileSync('lang/th.json', 'utf8'));
export const START = '/privilege/privilege-list';
const ECODE_DETAIL = '/privilege/privilege-detail?privilege_id=PRV000101';
const SEARCH = '/privilege/search-privilege';
/** Event Timing reports entries of 16 ms and longer only: a tap with none took less. */
const EVENT_THRESHOLD_MS = 16;

/** In the page, before any script: the transition probe and an Event Timing recorder. */
export function installTapProbes(threshold) {
  const shown = (selector) => {
    const el = document.querySelector(selector);
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  window.__benchEvents = [];
  if (PerformanceObserver.supportedEntryTypes?.includes('event')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__benchEvents.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
  } else {
    window.__benchEvents = null;
  }
  window.__benchArm = (selector) => {
    window.__benchArmedAt = performance.now();
    window.__benchResult = new Promise((resolve) => {
      if (!selector) return resolve(Number.NaN);
      const onClick = (event) => {
        const frame = () => (shown(selector) ? resolve(performance.now() - event.timeStamp) : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      };
      document.addEventListener('click', onClick, { capture: true, once: true });
    });
  };
  /** The longest interaction since arming (its entries arrive after its next paint). */
  window.__benchInp = () => {
    if (!window.__benchEvents) return Number.NaN;
    const since = window.__benchEvents.filter((e) => e.start >= window.__benchArmedAt);
    return since.length ? Math.max(...since.map((e) => e.duration)) : threshold;
  };
}
export const TAP_PROBES = { content: `(${installTapProbes.toString()})(${EVENT_THRESHOLD_MS});` };

/**
 * Lets the app settle as it does while a member looks at the screen: network quiet, the delay after
 * which a screen prefetches the screens it leads to (app/bootstrap/idle-prefetch.ts, 1.5 s), an idle
 * callback, quiet again.
 */
async function idle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  await page.waitForLoadState('networkidle');
}

/** Event Timing entries come after the interaction's next paint: two frames and a moment. */
const settleEvents = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));

/**
 * Times `tap`: to the first frame showing `target` (when given; throws when it was shown before the
 * tap), and its interaction latency. `done` waits for the tap's effect when there is no target.
 */
async function timeTap(page, { target, tap, done }) {
  await idle(page);
  if (target && (await page.locator(target).count()) > 0) throw new Error(`${target} is shown before the tap`);
  await page.evaluate((selector) => window.__benchArm(selector), target ?? null);
  await tap();
  const ms = target ? await page.evaluate(() => window.__benchResult) : Number.NaN;
  if (done) await done();
  await settleEvents(page);
  return { ms, inp: await page.evaluate(() => window.__benchInp()) };
}

/**
 * Taps `target` the way a finger does, with nothing of Playwright's in the page during the tap:
 * `locator.click()` checks its hit target from listeners it adds to the page's own pointer, mouse and
 * click events (`elementsFromPoint`, about 15 ms per event at the low-tier CPU), which the tap's
 * INP counted (a trial click is no help: it dispatches the pointer events and blocks them). The
 * taps come after `idle()`, so the target is laid out and still; the mouse taps its centre.
 */
async function tapOn(page, target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} has no box to tap`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The three transitions, each from a fresh page: the same steps on the app and on its floor. */
export const TRANSITIONS = {
  async detail(page, url) {
    await page.goto(`${url}${START}`);
    const card = page.getByTestId('privilege-card').first();
    await card.waitFor();
    return timeTap(page, { target: '[data-testid="privilege-detail"]', tap: () => tapOn(page, card) });
  },
  async ecode(page, url) {
    await page.goto(`${url}${ECODE_DETAIL}`);
    await page.getByTestId('redeem-button').click();
    const confirm = page.getByTestId('app-dialog').locator('[data-action="submit"]');
    await confirm.waitFor();
    return timeTap(page, { target: '[data-testid="ecode-code"]', tap: () => tapOn(page, confirm) });
  },
  async history(page, url) {
    await page.goto(`${url}${START}`);
    await page.getByTestId('privilege-card').first().waitFor();
    return timeTap(page, { target: '[data-testid="redemption-item"]', tap: () => tapOn(page, page.getByRole('link', { name: th['nav.history'] })) });
  },
};

/** The two taps timed for INP only, on the app. */
export const INP_TAPS = {
  async search(page, url) {
    await page.goto(`${url}${SEARCH}`);
    const box = page.getByRole('searchbox');
    await box.fill('กาแฟ');
    return timeTap(page, { tap: () => box.press('Enter'), done: () => page.waitForLoadState('networkidle') });
  },
  async language(page, url) {
    await page.goto(`${url}${START}`);
    await page.getByTestId('privilege-card').first().waitFor();
    return timeTap(page, {
      tap: () => tapOn(page, page.getByRole('button', { name: th['lang.name.en'] }).first()),
      done: () => page.locator('html[lang="en"]').waitFor(),
    });
  },
};
