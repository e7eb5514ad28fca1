import type { Page } from '@playwright/test';
import { DEMO, expect, forEachLang, test } from './support/fixtures';
import { t } from './support/i18n';
import { TOKEN_KEY } from './support/server';

const START = '/privilege/privilege-list';

/** Types the one-time code into the OTP boxes; the screen submits by itself on the sixth digit. */
async function enterOtp(page: Page, otp: string): Promise<void> {
  // The code screen first: until it is shown, the first text box is the sign-in screen's.
  await page.waitForURL(/\/auth\/verify/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(otp);
}

test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

forEachLang('first visit → login → OTP → privilege list, and a reload keeps the session', async ({ page, app, lang }) => {
  await app.open('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  // Rich-text messages render their links (the build compiles them; no tag is shown as text).
  await expect(page.locator('a[href="/auth/term-and-conditions"]')).toHaveText(lang === 'th' ? 'ข้อกำหนดและเงื่อนไข' : 'Terms and conditions');
  await expect(page.locator('body')).not.toContainText('<terms>');
  await app.shot('journey-login');
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();

  await expect(page).toHaveURL(/\/auth\/verify/);
  await expect(page.getByText(t(lang, 'auth.verify.refCode'))).toBeVisible();
  await app.shot('journey-verify');
  await enterOtp(page, DEMO.otp);

  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.getByText('250,000').first()).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.getByText('250,000').first()).toBeVisible();
});

forEachLang('a protected deep link → login → back to that link', async ({ page, app, lang }) => {
  const target = '/history/tracking-status?delivery_id=DLV2611120001';
  await app.open(target);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(target);

  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await enterOtp(page, DEMO.otp);

  await expect(page).toHaveURL((url) => url.pathname + url.search === target);
});

test('the start route is not put into the redirect', async ({ page, app }) => {
  await app.open(START);
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('an off-origin redirect after login goes to the start route', async ({ page, app, lang }) => {
  await app.open('/auth/login?redirect=' + encodeURIComponent('//evil.example/x'));
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await enterOtp(page, DEMO.otp);
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${START}$`));
});

test('a wrong OTP shows the server message and keeps the typed ID flow', async ({ page, app, lang }) => {
  await app.open('/auth/login');
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await enterOtp(page, '000000');
  await expect(page.getByText('รหัส OTP ไม่ถูกต้อง', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/verify/);
});

test('the language toggle persists across reloads', async ({ page, app }) => {
  await app.open('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('button', { name: t('th', 'auth.login.submit') })).toBeVisible();
  await page.getByRole('button', { name: t('th', 'lang.name.en') }).first().click();
  await expect(page.getByRole('button', { name: t('en', 'auth.login.submit') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: t('en', 'auth.login.submit') })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.getByRole('button', { name: t('en', 'lang.name.th') }).first().click();
  await page.reload();
  await expect(page.getByRole('button', { name: t('th', 'auth.login.submit') })).toBeVisible();
});

test('a signed-in customer who is deleted goes to the not-authorized page', async ({ page, app }) => {
  await app.signIn('3410100456783');
  await app.open('/history');
  await expect(page).toHaveURL(/\/not-authorized$/);
});

test('an unknown path shows the not-found screen', async ({ page, app, lang }) => {
  await app.open('/no/such/screen');
  await expect(page.getByText(t(lang, 'route.notFound.title')).first()).toBeVisible();
});
