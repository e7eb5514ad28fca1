import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/i18n';

/** The entries of the profile menu that issue screens of their own, with their route names. */
const ENTRIES = [
  'profileEdit',
  'profileEditEservice',
  'changeMobileNumber',
  'addressList',
  'myService',
  'friendReferral',
  'history',
  'subscribe',
  'changeLanguage',
  'about',
  'otherTerms',
  'otherPrivacy',
  'version',
] as const;

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`profile menu [${lang}]`, () => {
    test.use({ lang });

    test(`the member card and every entry opens a working screen [${lang}]`, async ({ page, app }) => {
      await app.resetMock();
      await app.signIn();
      await app.open('/other/profile-menu');
      const card = page.getByTestId('member-card');
      await expect(card).toContainText(lang === 'th' ? 'สมชาย ใจดี' : 'สมชาย ใจดี');
      await expect(card.getByTestId('member-card-points')).toHaveText(/\d/);
      await app.shot('profile-menu');
      await app.expectAccessible();

      for (const name of ENTRIES) {
        const title = t(lang, `route.${name}.title`);
        await page.getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expect(page.locator('#coming-soon-title'), `${name} is still a placeholder`).toHaveCount(0);
        await expect(page.locator('main')).not.toBeEmpty();
        await page.goBack();
        await expect(card).toBeVisible();
      }
    });
  });
}
