/**
 * Session edges in Thai and English on the production build: a token past its exp ends the session
 * at the next navigation with a dialog, then sign-in with the way back; logout with the server not
 * answering is back on sign-in at once, and the server still gets the logout with the old token;
 * sign-in where the browser refuses session storage says so before the code is spent.
 * Screens: session-expired-*, storage-blocked-*.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, forEachLang, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { t } from './support/i18n';
import { TOKEN_KEY } from './support/server';

const DAY = 24 * 60 * 60_000;
const token = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);

test.beforeEach(async ({ app, request, mockUrl }) => {
  await app.resetMock();
  await request.delete(`${mockUrl}/__mock/faults`);
});

forEachLang('a token past its exp: the next navigation says the session expired, then sign-in with the way back', async ({ page, app, lang }) => {
  await app.signIn();
  await app.open('/other/profile-menu');
  await expect(page.getByTestId('member-card')).toBeVisible();
  await app.settled();
  // A day later for the server and the phone alike (the token lives 24 hours).
  const moved = await page.request.post('/__mock/clock', { data: { advance_ms: DAY + 60_000 } });
  expect(moved.ok()).toBe(true);
  await page.clock.setSystemTime(Date.now() + DAY + 60_000);

  await page.getByRole('navigation', { name: t(lang, 'nav.label') }).getByRole('link', { name: t(lang, 'nav.history') }).click();
  const dialog = page.getByTestId('app-dialog');
  await expect(dialog).toContainText(t(lang, 'session.expired.title'));
  await expect(dialog).toContainText(t(lang, 'session.expired.description'));
  await app.shot('session-expired');
  await dialog.getByRole('button', { name: t(lang, 'session.expired.signIn') }).click();
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fhistory$/);
  expect(await token(page)).toBeNull();
});

forEachLang('logout with the server hanging: sign-in at once, token gone, the server still told with the old token', async ({ page, app, lang }) => {
  const old = await app.signIn();
  await app.open('/other/profile-menu');
  await expect(page.getByTestId('member-card')).toBeVisible();
  const told: Array<string | null> = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/customer/LogoutLine')) told.push(request.headers()['authorization'] ?? null);
  });
  const fault = await page.request.post('/__mock/faults', { data: { target: 'POST /api/customer/LogoutLine', kind: 'timeout' } });
  expect(fault.ok()).toBe(true);

  await page.getByRole('button', { name: t(lang, 'logout.action') }).click();
  await page.getByTestId('app-dialog').locator('[data-action="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/login$/, { timeout: timeout(3000) });
  expect(await token(page)).toBeNull();
  await expect.poll(() => told).toEqual([`Bearer ${old}`]);
});

forEachLang('sign-in with session storage refused: says so and how to fix it before the code is spent', async ({ page, app, lang }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.sessionStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  const verifies: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Auth/VerifyOTP')) verifies.push(request.url());
  });
  await app.open('/auth/login');
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(DEMO.otp);
  const dialog = page.getByTestId('app-dialog');
  await expect(dialog).toContainText(t(lang, 'storage.blocked.title'));
  await expect(dialog).toContainText(t(lang, 'storage.blocked.codeKept'));
  await app.shot('storage-blocked');
  expect(verifies).toEqual([]);
  await dialog.locator('[data-action="submit"]').click();
  await expect(page).toHaveURL(/\/auth\/verify/);
});
