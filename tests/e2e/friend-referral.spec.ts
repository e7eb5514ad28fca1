/**
 * Friend referral in Thai and English: the code, the QR code of the link, copy the link (clipboard
 * permissions granted), share outside LINE without Web Share falls back to copy; a referral link
 * carries its code through sign-in, OTP and registration, and the
 * referrer counts the new friend.
 */
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

const UNREGISTERED_ID = '5201100778895';
const LINK = 'https://liff.line.me/2000000000-AbCdEfGh/auth/login?ref=SOMCHAI88';

for (const lang of LANGS) {
  test.describe(`friend referral (${lang})`, () => {
    test.use({ lang, permissions: ['clipboard-read', 'clipboard-write'] });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('code, QR, copy the referral link, share falls back to copy', async ({ page, app }) => {
      // A plain browser without the Web Share API (as desktop Chromium on Linux): sharing copies.
      await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
      await app.signIn();
      await app.open('/other/friend-referral');
      await expect(page).toHaveTitle(new RegExp(t(lang, 'route.friendReferral.title')));
      await expect(page.getByTestId('referral-code')).toHaveText('SOMCHAI88');
      await expect(page.getByTestId('referral-link')).toHaveText(LINK);
      const qr = page.getByTestId('referral-qr');
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('aria-label', t(lang, 'referral.qrLabel'));
      const box = await qr.boundingBox();
      expect(box?.width).toBeGreaterThan(150);
      await expect(page.getByTestId('referral-joined')).toContainText('3');
      await app.shot('friend-referral');
      await app.expectAccessible();

      await page.getByRole('button', { name: t(lang, 'referral.copy') }).click();
      await expect(page.getByTestId('referral-notice')).toHaveText(t(lang, 'referral.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LINK);
      await app.shot('friend-referral-copied');

      await page.evaluate(() => navigator.clipboard.writeText(''));
      await page.getByRole('button', { name: t(lang, 'referral.share') }).click();
      await expect(page.getByTestId('referral-notice')).toHaveText(t(lang, 'referral.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(LINK);
    });

    test('a referral link: sign-in, OTP and registration carry the code, and the referrer counts the friend', async ({ page, app }) => {
      await app.open('/?liff.state=%2Fauth%2Flogin%3Fref%3DSOMCHAI88');
      await expect(page).toHaveURL(/\/auth\/login\?ref=SOMCHAI88$/);
      await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(UNREGISTERED_ID);
      await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
      await expect(page).toHaveURL(/\/auth\/verify/);
      await page.getByRole('textbox').first().click();
      await page.keyboard.type('123456');
      await expect(page).toHaveURL(/\/auth\/register-eservice/);
      expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe('SOMCHAI88');

      const registered = page.waitForRequest((r) => r.url().endsWith('/api/Auth/Register') && r.method() === 'POST');
      await page.getByLabel(t(lang, 'auth.register.firstName')).fill('มานะ');
      await page.getByLabel(t(lang, 'auth.register.lastName')).fill('ใหม่มา');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: t(lang, 'auth.register.submit') }).click();
      expect((await registered).postDataJSON()).toMatchObject({ referral_code: 'SOMCHAI88' });
      await expect(page).not.toHaveURL(/register-eservice/);
      expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBeNull();

      // The referrer (the demo member) now counts 4 friends.
      await page.evaluate(() => sessionStorage.clear());
      await app.signIn();
      await app.open('/other/friend-referral');
      await expect(page.getByTestId('referral-joined')).toContainText('4');
    });
  });
}
