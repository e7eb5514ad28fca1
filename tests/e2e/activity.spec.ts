/**
 * The Activity tab in Thai and English: featured, games and articles rows with ended entries
 * marked; an activity's detail with how-to and its call to action; a game's Play reaches the verify
 * address; all games.
 */
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

for (const lang of LANGS) {
  test.describe(`activity (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('the tab, an activity with how-to and its call to action, a game, all games', async ({ page, app }) => {
      await app.signIn();
      await app.open('/privilege/privilege-list');
      await page.getByRole('link', { name: t(lang, 'nav.activity') }).click();
      await expect(page).toHaveURL(/\/activity\/activity-list$/);
      const featured = page.getByTestId('activity-featured');
      await expect(featured.getByTestId('activity-card')).toHaveCount(3);
      await expect(page.getByTestId('activity-games')).toBeVisible();
      await expect(page.getByTestId('activity-articles')).toBeVisible();
      const ended = page.locator('[data-testid="activity-card"][data-id="ACT000035"]');
      await expect(ended.getByTestId('activity-ended')).toHaveText(t(lang, 'activity.ended'));
      await expect(featured.getByTestId('activity-period').first()).toContainText(lang === 'th' ? '256' : '202');
      // Images and the Thai font drawn before the picture is taken.
      await app.settled();
      await app.shot('activity-list');
      await app.expectAccessible();

      await featured.locator('[data-id="ACT000031"]').click();
      await expect(page).toHaveURL(/\/activity\/activity-detail\?activity_id=ACT000031$/);
      const detail = page.getByTestId('activity-detail');
      await expect(detail.getByTestId('activity-how-to')).toContainText(t(lang, 'activity.howTo'));
      await expect(detail.getByTestId('activity-cta')).toBeVisible();
      await expect(detail.getByTestId('activity-points')).toContainText('50');
      await app.settled();
      await app.shot('activity-detail');
      await app.expectAccessible();

      await page.goBack();
      await page.getByTestId('activity-games-see-all').click();
      await expect(page).toHaveURL(/\/activity\/activity-game-all$/);
      await expect(page.getByTestId('game-all').getByTestId('activity-card').first()).toBeVisible();
      await app.settled();
      await app.shot('activity-game-all');
      await app.expectAccessible();

      await page.locator('[data-testid="activity-card"][data-id="ACT000051"]').click();
      await expect(page.getByTestId('activity-game-terms')).toBeVisible();
      await app.shot('activity-game-detail');
      // Verify passes on to the game at once, so the address is caught as the frame navigates.
      const verify = page.waitForURL(/\/game\/verify\?.*game_token=gt_/, { waitUntil: 'commit' });
      await page.getByTestId('activity-cta').click();
      await verify;
    });
  });
}
