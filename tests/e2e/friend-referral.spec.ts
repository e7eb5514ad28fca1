/**
 * Friend referral in Thai and English: the code, the QR code of the link, copy the link (clipboard
 * permissions granted), share outside LINE without Web Share falls back to copy; a referral link
 * opened on the sign-in screen keeps its code for registration.
 */
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

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

    test('a referral link keeps its code through the sign-in screen', async ({ page, app }) => {
      await app.open('/?liff.state=%2Fauth%2Flogin%3Fref%3DSOMCHAI88');
      await expect(page).toHaveURL(/\/auth\/login\?ref=SOMCHAI88$/);
      await expect(page.getByRole('button', { name: t(lang, 'auth.login.submit') })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('referral_code'))).toBe('SOMCHAI88');
    });
  });
}
