/**
 * What a LINE MINI App reviewer looks at, on the production build (`npm run line:check` prints these,
 * with the screens sweep's titles and console errors, as a PASS/FAIL checklist; tests/tools/line-check.mjs):
 * the privacy policy and terms reachable from sign-in without signing in; bottom bars clear of the
 * phone's home indicator (safe-area inset emulated); sign-in and the privilege list with LINE
 * unreachable (an external browser), no request leaving the app's origin (analytics, tracking) meanwhile;
 * no home-screen shortcut code in a build without PUBLIC_LINE_SHORTCUT.
 * Each title starts with `[line-check: <key>]`, the checklist line it proves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures';
import { t } from './support/i18n';

const INSET = 34;
/** LINE's own hosts: an external browser may not reach them (and the app must not need them). */
const LINE_HOSTS = /^https?:\/\/([^/]+\.)?(line\.me|line-scdn\.net|line-apps\.com|line\.naver\.jp)(\/|$)/;

// Each test starts on the mock's seed data (another spec may have left new terms to accept).
test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

test.describe.configure({ mode: 'parallel' });

test('[line-check: legal] the privacy policy and terms open from sign-in without signing in', async ({ page, app, lang }) => {
  for (const [key, path, titleKey] of [
    ['terms', '/auth/term-and-conditions', 'route.authTerms.title'],
    ['privacy', '/auth/privacy-policy-term-and-conditions', 'route.authPrivacy.title'],
  ] as const) {
    await app.open('/auth/login');
    const link = page.locator(`a[href="${path}"]`).first();
    await expect(link, `sign-in links to the ${key}`).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(new RegExp(t(lang, titleKey).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await app.settled();
    // More than a heading: the document's text itself.
    expect((await page.locator('main').innerText()).trim().length, `the ${key} has content`).toBeGreaterThan(100);
  }
});

/** Every fixed or sticky bar touching the bottom keeps its text and controls above the inset. */
async function bottomBarsClear(page: Page, inset: number): Promise<string[]> {
  return page.evaluate((bottomInset) => {
    const height = window.innerHeight;
    const problems: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const rect = el.getBoundingClientRect();
      if (rect.height === 0 || rect.bottom < height - 1) continue;
      for (const leaf of Array.from(el.querySelectorAll<HTMLElement>('a, button, input, [role="button"], span, p, svg'))) {
        const box = leaf.getBoundingClientRect();
        if (box.height > 0 && box.bottom > height - bottomInset + 1) problems.push(`${el.className || el.tagName} › ${leaf.tagName.toLowerCase()} ends ${Math.round(height - box.bottom)} px above the bottom`);
      }
    }
    return problems.slice(0, 5);
  }, inset);
}

test('[line-check: safe-area] bottom bars stay clear of the home indicator', async ({ page, app }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: INSET, left: 0, right: 0 } });
  await app.step('sign-in screen', async () => {
    await app.open('/auth/login');
    await app.settled();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content'), 'viewport-fit=cover').toContain('viewport-fit=cover');
    expect(await bottomBarsClear(page, INSET)).toEqual([]);
  });
  await app.signIn();
  for (const path of ['/privilege/privilege-list', '/privilege/privilege-detail?privilege_id=PRV000101']) {
    await app.step(path, async () => {
      await app.open(path);
      await app.settled();
      expect(await bottomBarsClear(page, INSET), path).toEqual([]);
    });
  }
});

test('[line-check: external] [line-check: tracking] without LINE (an external browser) sign-in and the privilege list work, and nothing leaves the app’s origin', async ({
  page,
  app,
  lang,
  mockUrl,
}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(mockUrl) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  const lineCalls: string[] = [];
  await page.route(LINE_HOSTS, (route) => {
    lineCalls.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await app.open('/auth/login');
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  const otp = page.getByRole('textbox').first();
  await expect(otp).toBeEditable();
  await otp.click();
  await page.keyboard.type(DEMO.otp);
  await expect(page).toHaveURL(/\/privilege\/privilege-list/);
  await expect(page.getByTestId('privilege-card').first()).toBeVisible();
  await app.settled();
  expect(lineCalls).toEqual([]);
  // Analytics or tracking would be a request elsewhere before any LINE (LIFF) start-up.
  expect(foreign).toEqual([]);
});

test('[line-check: shortcut] a build without PUBLIC_LINE_SHORTCUT carries no home-screen shortcut code', () => {
  const list = '.tmp/build-modules.json';
  test.skip(!existsSync(list), 'no module list of the build (.tmp/build-modules.json)');
  const modules = readFileSync(list, 'utf8');
  expect(modules).toContain('src/shared/liff/line-links.ts');
  expect(modules).not.toMatch(/create-shortcut-on-home-screen|home-shortcut|HomeShortcutButton/);
  // Modules joined into another are not listed by name: their own strings are looked for too.
  const dir = 'dist/static/js';
  const js = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith('.js'));
  const carrying = js.filter((f) => /wallet-shortcut|createShortcutOnHomeScreen unavailable/.test(readFileSync(join(dir, f), 'utf8')));
  expect(carrying).toEqual([]);
});
