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
  'accountTerms',
  'accountPrivacy',
  'version',
] as const;

/** Entries to a test: each one a step of its own (a tap and Back, two navigations). */
const ENTRIES_PER_TEST = 5;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`profile menu [${lang}]`, () => {
    test.use({ lang });

    test.beforeEach(async ({ page, app }) => {
      await app.resetMock();
      await app.signIn();
      await app.open('/other/profile-menu');
      await expect(page.getByTestId('member-card')).toBeVisible();
    });

    test(`the member card [${lang}]`, async ({ page, app }) => {
      const card = page.getByTestId('member-card');
      await expect(card).toContainText('สมชาย ใจดี');
      await expect(card.getByTestId('member-card-points')).toHaveText(/\d/);
      await app.shot('profile-menu');
      await app.expectAccessible();
    });

    for (let first = 0; first < ENTRIES.length; first += ENTRIES_PER_TEST) {
      const entries = ENTRIES.slice(first, first + ENTRIES_PER_TEST);
      test(`entries ${entries.join(', ')} open working screens and Back returns to the menu [${lang}]`, async ({ page, app }) => {
        const card = page.getByTestId('member-card');
        for (const name of entries) {
          await app.step(name, async () => {
            const title = t(lang, `route.${name}.title`);
            await page.getByRole('link', { name: new RegExp(`^${escape(title)}`) }).first().click();
            await expect(page).toHaveTitle(new RegExp(escape(title)));
            await expect(page.locator('#coming-soon-title'), `${name} is still a placeholder`).toHaveCount(0);
            await expect(page.locator('main')).not.toBeEmpty();
            await page.goBack();
            await expect(card).toBeVisible();
          });
        }
      });
    }
  });
}
