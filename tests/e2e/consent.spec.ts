/**
 * Consent to new terms / PDPA versions, in Thai and English, against the production build + the
 * mock server: a signed-in member, a new version published through POST /__mock/consent, the next
 * screen opened → the consent screen first → accept → the screen they were going to. Decline logs
 * out. Screens captured at 390×844 (tests/artifacts/screens/consent-*-<lang>.png), checked with axe.
 */
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

for (const lang of LANGS) {
  test.describe(`consent (${lang})`, () => {
    test.use({ lang });

    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('a new terms and PDPA version: consent first, accept, then the target screen', async ({ page, app, request, mockUrl }) => {
      await app.signIn();
      const published = await request.post(`${mockUrl}/__mock/consent`, { data: { bump: 'both' } });
      expect(await published.json()).toEqual({ ok: true, current_consent_version: '3.2', current_pdpa_version: '2.1' });

      await app.open('/history?tab=transfers');
      await expect(page.getByTestId('consent-screen')).toBeVisible();
      await expect(page).toHaveURL(/\/consent\?redirect=%2Fhistory%3Ftab%3Dtransfers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.consent.title'));
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(t(lang, 'consent.heading'));
      const revised = lang === 'th' ? 'ฉบับปรับปรุง' : 'Revised version';
      await expect(page.getByTestId('consent-terms')).toContainText(`${revised} 3.2`);
      await expect(page.getByTestId('consent-privacy')).toContainText(`${revised} 2.1`);
      await expect(page.getByTestId('consent-submit')).toBeDisabled();
      // No bottom navigation: nothing else opens before the member answers.
      await expect(page.getByRole('navigation', { name: t(lang, 'nav.label') })).toHaveCount(0);
      await app.shot('consent');
      await app.expectAccessible();

      await page.getByText(t(lang, 'consent.accept.label')).click();
      await expect(page.getByTestId('consent-submit')).toBeEnabled();
      await app.shot('consent-ticked');
      await page.getByRole('button', { name: t(lang, 'consent.submit') }).click();
      await expect(page).toHaveURL(/\/history\?tab=transfers$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.history.title'));
      await expect(page.getByTestId('consent-screen')).toHaveCount(0);

      // A full reload: customer info says everything is accepted, so no consent screen any more.
      await app.open('/other/profile-menu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.accountMenu.title'));
      await expect(page.getByTestId('consent-screen')).toHaveCount(0);
    });

    test('decline, confirmed, logs out', async ({ page, app, request, mockUrl }) => {
      await app.signIn();
      expect((await request.post(`${mockUrl}/__mock/consent`, { data: { bump: 'pdpa' } })).ok()).toBe(true);
      await app.open('/other/profile-menu');
      await expect(page.getByTestId('consent-screen')).toBeVisible();
      await page.getByRole('button', { name: t(lang, 'consent.decline'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(t(lang, 'consent.decline.title'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await app.shot('consent-decline');
      await dialog.getByRole('button', { name: t(lang, 'consent.decline.confirm') }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    });
  });
}
