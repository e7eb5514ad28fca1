import type { Page } from '@playwright/test';
import { DEMO, expect, forEachLang, isSignInFaviconMiss, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { t, type Lang } from './support/i18n';

/**
 * The prerendered first screen (docs/performance.md §3): what each painted frame showed, recorded from the very
 * first one (an animation-frame callback runs right before every paint), for a visitor, a member
 * with a session, in Thai and in English.
 */
interface Frame {
  variant: string | null;
  signIn: boolean;
  /** Whether the screen's title is Thai; null while there is no title. */
  thai: boolean | null;
  text: string;
}

async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    Object.assign(window, { __frames: frames });
    const tick = () => {
      const root = document.getElementById('root');
      const text = root?.textContent ?? '';
      if (text) {
        const last = frames[frames.length - 1];
        // The language of the screen's title (the member's name may be Thai in any language).
        const title = root!.querySelector('h1')?.textContent ?? '';
        const frame = { variant: root!.dataset.prerendered ?? null, signIn: Boolean(document.getElementById('auth-heading')), thai: title ? /[\u0E00-\u0E7F]/.test(title) : null, text: text.slice(0, 80) };
        if (!last || last.text !== frame.text || last.variant !== frame.variant) frames.push(frame);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The first sign-in button that ever exists, to tell hydration (same element) from a re-render.
    new MutationObserver((_, observer) => {
      const button = document.querySelector('button[type="submit"]');
      if (!button) return;
      Object.assign(window, { __firstSubmit: button });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);

/** React has attached its props to the sign-in button: the screen is hydrated (or rendered). */
const interactive = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('button[type="submit"]');
    return Boolean(button && Object.keys(button).some((key) => key.startsWith('__reactProps')));
  });

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (isSignInFaviconMiss(message)) return;
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

const hasThai = (lang: Lang) => lang === 'th';

test.beforeEach(async ({ app, page }) => {
  await app.resetMock();
  await recordFrames(page);
});

forEachLang('a visitor: sign-in from the first painted frame, in the chosen language, hydrated without a mismatch', async ({ page, lang }) => {
  const problems = collectProblems(page);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  const field = page.getByLabel(t(lang, 'auth.login.idLabel'));
  await interactive(page);
  await expect(page.locator('#root')).toHaveAttribute('data-app', '');
  await field.fill(DEMO.nationalId);
  expect(await page.evaluate(() => document.querySelector('button[type="submit"]') === (window as unknown as { __firstSubmit: Element }).__firstSubmit), 'the prerendered button was hydrated, not replaced').toBe(true);
  await expect(field).toHaveValue(DEMO.nationalId);

  const seen = await frames(page);
  expect(seen[0], 'the first painted content').toMatchObject({ variant: 'signin', signIn: true, thai: hasThai(lang) });
  expect(seen.filter((frame) => frame.thai === !hasThai(lang)), 'frames in the other language').toEqual([]);
  await expect(page.locator('#auth-heading')).toHaveText(t(lang, 'auth.login.heading'));

  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  expect(problems).toEqual([]);
});

forEachLang('a member with a session: the shell first, never the sign-in screen, then the privilege list', async ({ page, app, lang }) => {
  const problems = collectProblems(page);
  await app.signIn();
  // Every request of the load, in order: the start screen's first reads go out from the page's inline
  // script before the app's chunks, and the app adopts their answers (each is sent once).
  const requested: string[] = [];
  page.on('request', (request) => requested.push(`${request.method()} ${new URL(request.url()).pathname}`));
  await page.goto('/');
  await expect(page.getByTestId('privilege-list-screen')).toBeVisible();
  await expect(page.getByText('250,000').first()).toBeVisible();
  const firstReads = ['/api/Customer/CustomerInfo', '/api/Privilege/Categories', '/api/Privilege/List', '/api/Customer/GetPoint'];
  const firstChunk = requested.findIndex((line) => line.includes('/static/js/async/'));
  for (const path of firstReads) {
    expect(requested.filter((line) => line === `GET ${path}`), path).toHaveLength(1);
    expect(requested.indexOf(`GET ${path}`), `${path} before the app's chunks`).toBeLessThan(firstChunk);
  }

  const seen = await frames(page);
  expect(seen[0], 'the first painted content').toMatchObject({ variant: 'shell', signIn: false, thai: hasThai(lang) });
  expect(seen.filter((frame) => frame.signIn), 'frames showing the sign-in screen').toEqual([]);
  expect(seen.filter((frame) => frame.thai === !hasThai(lang)).map((f) => f.text), 'frames in the other language').toEqual([]);
  expect(problems).toEqual([]);
});

test('the page asks for no stylesheet: the entry stylesheet is inline, so nothing holds the choice script back', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  // A parser-inserted script waits for the stylesheets before it; the shell's preloads start in it.
  expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
  expect(html).toMatch(/<style data-entry>[^<]*--app-primary/);
});

test("the sign-in screen paints before the app's code is asked for", async ({ page }) => {
  await page.goto('/auth/login');
  await page.locator('#root[data-app]').waitFor();
  const { fcp, firstScript } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((e) => /\/static\/js\/async\//.test(e.name)).map((e) => e.startTime)),
  }));
  expect(fcp).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThan(fcp);
});

test('a deep link is not guessed: no prerendered screen, the app opens it', async ({ page, app }) => {
  await app.signIn();
  await page.goto('/history');
  await expect(page).toHaveURL(/\/history/);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect((await frames(page)).filter((frame) => frame.signIn || frame.variant)).toEqual([]);
});

for (const start of ['/auth/login', '/']) {
  test(`the static screen takes no input until the app has taken it over, then works (${start})`, async ({ page, lang }) => {
    // The app's code arrives late, so the screen stays static HTML for a while.
    await page.route('**/static/js/async/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    // From `/`, the router leads the visitor to /auth/login before the screen is hydrated.
    await page.goto(start, { waitUntil: 'commit' });
    const field = page.getByLabel(t(lang, 'auth.login.idLabel'));
    await field.waitFor();
    const root = page.locator('#root');
    await expect(root).toHaveJSProperty('inert', true);
    await expect(root).not.toHaveAttribute('data-app');
    // A tap on the static button sends nothing (the browser would put the ID into the address).
    await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click({ force: true });
    await expect(root).toHaveAttribute('data-app', '', { timeout: timeout(15_000) });
    await expect(root).toHaveJSProperty('inert', false);
    await field.fill(DEMO.nationalId);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/auth\/verify/);
    expect(addresses.filter((url) => url.includes('id_number')), 'the ID never went into an address').toEqual([]);
  });
}
