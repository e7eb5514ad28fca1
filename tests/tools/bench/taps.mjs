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
  /** Whether `el` is on screen: laid out with a size, and neither hidden nor transparent (the flows' waits use it too). */
  window.__benchShown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const shown = (selector) => {
    const el = document.querySelector(selector);
    return el !== null && window.__benchShown(el);
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
  if (target && (await page.evaluate((selector) => document.querySelector(selector) !== null, target))) throw new Error(`${target} is shown before the tap`);
  await page.evaluate((selector) => window.__benchArm(selector), target ?? null);
  await tap();
  const ms = target ? await page.evaluate(() => window.__benchResult) : Number.NaN;
  if (done) await done();
  await settleEvents(page);
  return { ms, inp: await page.evaluate(() => window.__benchInp()) };
}

/**
 * Nothing of Playwright's is in the measured page: its locators and selector waits run its injected
 * script there, which adds capture listeners to the window for the pointer, mouse and click events of
 * every tap (the hit-target checks of `locator.click()`) and keeps them for the page's life; each
 * tap's events then called into it (3–7 ms per event in traces at the calibrated CPU), in the app's
 * and the floor's INP alike. So the flows find, wait for and scroll elements with the page's own DOM
 * (`page.evaluate`, with the tap probes' `__benchShown`), and tap with the mouse alone.
 */
function shownCentre({ selector, text, timeoutMs }) {
  const find = () =>
    [...document.querySelectorAll(selector)].find(
      (el) => (text === undefined || el.textContent.trim() === text) && window.__benchShown(el),
    );
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    const deadline = performance.now() + timeoutMs;
    let el = find();
    while (!el) {
      if (performance.now() > deadline) throw new Error(`${selector}${text === undefined ? '' : ` "${text}"`} not shown`);
      await frame();
      el = find();
    }
    el.scrollIntoViewIfNeeded();
    await frame();
    await frame();
    const box = el.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })();
}

/** Waits until an element matching `selector` (with `text`, its text, when given) is shown; returns its centre, scrolled into view. */
const waitShown = (page, selector, text) => page.evaluate(shownCentre, { selector, text, timeoutMs: 30_000 });

/** Taps the element the way a finger does: the mouse at its centre, once it is shown and still (the taps come after `idle()`). */
async function tapOn(page, selector, text) {
  const { x, y } = await waitShown(page, selector, text);
  await page.mouse.click(x, y);
}

const CARD = '[data-testid="privilege-card"]';

/** The three transitions, each from a fresh page: the same steps on the app and on its floor. */
export const TRANSITIONS = {
  async detail(page, url) {
    await page.goto(`${url}${START}`);
    await waitShown(page, CARD);
    return timeTap(page, { target: '[data-testid="privilege-detail"]', tap: () => tapOn(page, CARD) });
  },
  async ecode(page, url) {
    await page.goto(`${url}${ECODE_DETAIL}`);
    // Enabled once the privilege's detail is in (the button is busy until then).
    await tapOn(page, '[data-testid="redeem-button"]:not([disabled]):not([aria-busy])');
    const confirm = '[data-testid="app-dialog"] [data-action="submit"]';
    await waitShown(page, confirm);
    return timeTap(page, { target: '[data-testid="ecode-code"]', tap: () => tapOn(page, confirm) });
  },
  async history(page, url) {
    await page.goto(`${url}${START}`);
    await waitShown(page, CARD);
    return timeTap(page, { target: '[data-testid="redemption-item"]', tap: () => tapOn(page, 'nav a', th['nav.history']) });
  },
};

/** The two taps timed for INP only, on the app. */
export const INP_TAPS = {
  async search(page, url) {
    await page.goto(`${url}${SEARCH}`);
    await waitShown(page, 'input[type="search"]');
    await page.evaluate(() => document.querySelector('input[type="search"]').focus());
    await page.keyboard.type('กาแฟ');
    return timeTap(page, { tap: () => page.keyboard.press('Enter'), done: () => page.waitForLoadState('networkidle') });
  },
  async language(page, url) {
    await page.goto(`${url}${START}`);
    await waitShown(page, CARD);
    return timeTap(page, {
      tap: () => tapOn(page, `button[aria-label="${th['lang.name.en']}"]`),
      done: () => waitShown(page, 'html[lang="en"] body'),
    });
  },
};
