/**
 * Profile screens in Thai and English on the production build + the mock server: edit the profile
 * from the profile menu (the new name shows in the profile block), the e-service profile, the
 * change-mobile screen's call-centre link, and the question before leaving unsaved changes.
 * Screens are captured at 390×844 (tests/artifacts/screens/profile-*-<lang>.png) and checked with axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

const NEW_NAME = { th: 'สมศักดิ์', en: 'Somsak' } as const;

const dialog = (page: Page) => page.getByTestId('app-dialog');

for (const lang of LANGS) {
  test.describe(`profile (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
      await app.signIn();
    });

    test('edit the profile from the menu; the profile block shows the new name', async ({ page, app }) => {
      await app.open('/other/profile-menu');
      await page.getByRole('link', { name: t(lang, 'route.profileEdit.title') }).click();
      await expect(page).toHaveURL(/\/other\/profile-edit$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.profileEdit.title'));
      await expect(page.getByTestId('profile-id')).toHaveText('x-xxxx-xxxx0-70-8');
      await expect(page.getByTestId('profile-mobile')).toHaveText('08x-xxx-5678');
      const year = page.getByTestId('birth-year');
      await expect(year).toHaveValue('1988');
      await expect(year.locator('option:checked')).toHaveText(lang === 'th' ? '2531' : '1988');
      await app.shot('profile-edit');
      await app.expectAccessible();

      const first = page.getByLabel(t(lang, 'profileEdit.field.firstName'), { exact: true });
      const last = page.getByLabel(t(lang, 'profileEdit.field.lastName'), { exact: true });
      await first.fill('สมชาย1');
      await last.fill('');
      await page.getByTestId('profile-save').click();
      await expect(page.getByText(t(lang, 'profileEdit.validation.lettersOnly'))).toBeVisible();
      await expect(page.getByText(t(lang, 'validation.required'))).toBeVisible();
      await app.shot('profile-edit-errors');

      await first.fill(NEW_NAME[lang]);
      await last.fill('ใจดี');
      await page.getByTestId('birth-month').selectOption('2');
      await page.getByTestId('birth-day').selectOption('29');
      await page.getByTestId('profile-save').click();
      await expect(dialog(page)).toContainText(t(lang, 'profileEdit.saved.title'));
      await app.shot('profile-edit-saved');
      await dialog(page).locator('[data-action="submit"]').click();
      // Saved: leaving asks nothing; the home screen's profile block shows the new name.
      await page.getByRole('link', { name: t(lang, 'nav.privilege') }).click();
      await expect(page).toHaveURL(/\/privilege\/privilege-list/);
      await expect(page.getByLabel(t(lang, 'profile.label'))).toContainText(`${NEW_NAME[lang]} ใจดี`);

      // Saved for real: a fresh load reads it back from the server.
      await app.open('/other/profile-edit');
      await expect(first).toHaveValue(NEW_NAME[lang]);
      await expect(page.getByTestId('birth-day')).toHaveValue('29');
      await expect(page.getByTestId('birth-month')).toHaveValue('2');
    });

    test('leaving with unsaved changes asks first', async ({ page, app }) => {
      await app.open('/other/profile-edit');
      await page.getByLabel(t(lang, 'profileEdit.field.firstName'), { exact: true }).fill('Changed');
      await page.getByRole('button', { name: t(lang, 'action.back') }).click();
      await expect(dialog(page)).toContainText(t(lang, 'profileEdit.leave.title'));
      await app.shot('profile-edit-leave');
      await dialog(page).locator('[data-action="cancel"]').click();
      await expect(page).toHaveURL(/\/other\/profile-edit$/);
      await expect(page.getByLabel(t(lang, 'profileEdit.field.firstName'), { exact: true })).toHaveValue('Changed');
      await page.getByRole('button', { name: t(lang, 'action.back') }).click();
      await dialog(page).locator('[data-action="submit"]').click();
      await expect(page).toHaveURL(/\/other\/profile-menu$/);
    });

    test('edit the e-service profile', async ({ page, app }) => {
      await app.open('/other/profile-edit');
      await page.getByTestId('edit-eservice').click();
      await expect(page).toHaveURL(/\/other\/profile-edit-eservice$/);
      await expect(page.getByTestId('eservice-registered')).toHaveText(
        t(lang, 'profileEdit.eservice.registeredOn', { date: lang === 'th' ? '2 มี.ค. 2567' : '2 Mar 2024' }),
      );
      await app.shot('profile-eservice');
      await app.expectAccessible();
      const email = page.getByLabel(t(lang, 'profileEdit.field.email'), { exact: true });
      await email.fill('not-an-email');
      await page.getByTestId('profile-save').click();
      await expect(page.getByText(t(lang, 'validation.email'))).toBeVisible();
      await email.fill('');
      await page.getByLabel(t(lang, 'profileEdit.field.lastName'), { exact: true }).fill("D'Souza");
      await page.getByTestId('profile-save').click();
      await expect(dialog(page)).toContainText(t(lang, 'profileEdit.saved.title'));
      await dialog(page).locator('[data-action="submit"]').click();
      await page.reload();
      await expect(page.getByLabel(t(lang, 'profileEdit.field.lastName'), { exact: true })).toHaveValue("D'Souza");
      await expect(email).toHaveValue('');
    });

    test('change mobile number: the call centre as a tel: link', async ({ page, app }) => {
      await app.open('/other/profile-edit');
      await page.getByTestId('change-mobile').click();
      await expect(page).toHaveURL(/\/other\/change-mobile-number$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.changeMobileNumber.title'));
      const call = page.getByTestId('call-centre-call');
      await expect(call).toHaveAttribute('href', 'tel:1888');
      await expect(call).toHaveText(t(lang, 'changeMobile.call', { phone: '1888' }));
      await expect(page.getByTestId('call-centre-hours')).toHaveText(t(lang, 'changeMobile.hours', { hours: '08:00–20:00' }));
      await app.shot('profile-change-mobile');
      await app.expectAccessible();
      await page.getByRole('button', { name: t(lang, 'action.back') }).click();
      await expect(page).toHaveURL(/\/other\/profile-edit$/);
    });
  });
}
