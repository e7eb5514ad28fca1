import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { t } from './support/i18n';

/**
 * Thai on first paint: on a cold first visit whose font responses arrive late, the bold heading and
 * the primary button of the sign-in screen are drawn in Noto Sans Thai from their very first paint
 * (read from the renderer through the DevTools protocol, not from CSS), with a real face of their
 * weight (no synthesised bold), and the screen does not shift while the fonts arrive.
 */
const FAMILY = 'Noto Sans Thai';
const FONT_DELAY_MS = 1_200;
const HEADING = '#auth-heading';
const BUTTON = 'button[type="submit"]';

interface PlatformFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts the renderer really used for the text of `selector` (CSS.getPlatformFontsForNode). */
async function platformFonts(cdp: CDPSession, selector: string): Promise<PlatformFont[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, `${selector} is in the document`).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts as PlatformFont[];
}

/** Every glyph of the element's (Thai) text comes from our web font; no other family draws any of it. */
function expectOnlyNotoSansThai(fonts: PlatformFont[], what: string): void {
  const used = fonts.filter((f) => f.glyphCount > 0);
  expect(used.length, `${what}: fonts used ${JSON.stringify(fonts)}`).toBeGreaterThan(0);
  expect(
    used.filter((f) => f.familyName !== FAMILY || !f.isCustomFont).map((f) => `${f.familyName} (${f.glyphCount} glyphs)`),
    `${what}: other families drawing its text`,
  ).toEqual([]);
}

/** The computed weight of `selector` and whether a loaded Noto Sans Thai face covering Thai has that weight. */
async function realFaceFor(page: Page, selector: string) {
  return page.evaluate(
    ([sel, family]) => {
      const weight = Number(getComputedStyle(document.querySelector(sel)!).fontWeight);
      const coversThai = (range: string) =>
        range.split(',').some((part) => {
          const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
          return parseInt(from!, 16) <= 0x0e01 && 0x0e01 <= parseInt(to!, 16);
        });
      const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === family && f.status === 'loaded');
      const real = faces.some((f) => {
        const [min, max = min] = f.weight.split(/\s+/).map(Number);
        return min! <= weight && weight <= max! && coversThai(f.unicodeRange);
      });
      return { weight, real, faces: faces.map((f) => `${f.weight} ${f.unicodeRange.slice(0, 12)}`) };
    },
    [selector, FAMILY] as const,
  );
}

/** Layout shift (buffered, no recent input) accumulated since navigation. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries are delivered in a task queued by observe(): two frames later it has run.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(cls)));
      }),
  );
}

test('Thai sign-in: bold heading and button in Noto Sans Thai from the first paint, no layout shift, with slow fonts', async ({
  page,
}) => {
  const delayed: string[] = [];
  await page.route('**/*.woff2', async (route) => {
    delayed.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  // Not waiting for the load event (which waits for the preloaded fonts): the heading is read as soon as it exists.
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await page.waitForSelector(HEADING);
  const firstHeading = await platformFonts(cdp, HEADING);
  const firstButton = await platformFonts(cdp, BUTTON);
  expectOnlyNotoSansThai(firstHeading, 'heading at first paint');
  expectOnlyNotoSansThai(firstButton, 'button at first paint');

  await expect(page.locator(HEADING)).toHaveText(t('th', 'auth.login.heading'));
  await expect(page.locator(BUTTON)).toHaveText(t('th', 'auth.login.submit'));
  await page.waitForLoadState('networkidle');
  expect(delayed.length, 'font requests were delayed').toBeGreaterThan(0);

  // Once idle: still our font, with a real face of the weight, and no shift on the way.
  expectOnlyNotoSansThai(await platformFonts(cdp, HEADING), 'heading when idle');
  expectOnlyNotoSansThai(await platformFonts(cdp, BUTTON), 'button when idle');
  for (const selector of [HEADING, BUTTON]) {
    const face = await realFaceFor(page, selector);
    expect(face.weight, `${selector} is bold`).toBeGreaterThanOrEqual(600);
    expect(face.real, `${selector}: a loaded face of weight ${face.weight} (loaded: ${face.faces.join('; ')})`).toBe(true);
  }
  const cls = await cumulativeLayoutShift(page);
  console.log(`first paint: heading ${describe(firstHeading)}; button ${describe(firstButton)}; CLS ${cls.toFixed(4)}`);
  expect(cls, `CLS ${cls.toFixed(4)}`).toBeLessThanOrEqual(0.02);
});

test('fonts that never arrive hold the splash for a bounded time only', async ({ page }) => {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue().catch(() => undefined);
  });
  const started = Date.now();
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.locator(HEADING)).toHaveText(t('th', 'auth.login.heading'), { timeout: timeout(6_000) });
  const waited = Date.now() - started;
  console.log(`sign-in screen without fonts after ${waited} ms`);
  expect(waited).toBeLessThan(6_000);
});

function describe(fonts: PlatformFont[]): string {
  return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''} ${f.postScriptName ?? ''} ×${f.glyphCount}`).join(', ');
}
