import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { type Lang, runsIn, t } from './support/i18n';

/** The member's balance as the profile menu's member card shows it. */
async function shownPoints(page: Page): Promise<number> {
  const text = await page.getByTestId('member-card-points').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`games [${lang}]`, () => {
    test.use({ lang });

    if (runsIn(lang, 'en')) test(`launch → verify → play the mock game → close: the points go up once; the used link is refused [${lang}]`, async ({ page, app }) => {
      await app.resetMock();
      await app.signIn();
      await app.open('/other/profile-menu');
      await expect(page.getByTestId('member-card-points')).toHaveText(/\d/);
      const before = await shownPoints(page);

      await app.open('/game');
      const card = page.locator('[data-testid="game-card"][data-game-id="GAM000007"]');
      await expect(card).toContainText(lang === 'th' ? 'รับ 20 คะแนน' : 'Earn 20 points');
      await expect(page.getByTestId('game-terms-link')).toHaveText(t(lang, 'game.list.terms'));
      await app.shot('game-list');
      await app.expectAccessible();

      const launched = page.waitForResponse((r) => r.url().includes('/api/Game/Launch'));
      await card.getByTestId('game-play').click();
      const verifyUrl = ((await (await launched).json()) as { data: { verify_url: string } }).data.verify_url;
      await page.waitForURL(/\/game\/play\?game_id=GAM000007&session=gs_[0-9a-f]{6}$/);

      const frame = page.frameLocator('[data-testid="game-frame"]');
      await expect(frame.getByRole('heading')).toHaveText(lang === 'th' ? 'แตะดาว' : 'Tap the star');
      await expect(page.getByTestId('game-frame')).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
      await app.shot('game-play');
      await frame.getByTestId('game-start').click();
      for (let i = 0; i < 5; i += 1) await frame.getByTestId('game-star').click();
      await page.waitForURL(/\/activity\/activity-list$/);

      await page.getByRole('link', { name: t(lang, 'nav.account') }).click();
      await expect(page.getByTestId('member-card-points')).toHaveText(/\d/);
      await expect.poll(() => shownPoints(page)).toBe(before + 20);

      // The same verify address again: the token is spent.
      await app.open(verifyUrl);
      const refused = page.getByTestId('game-verify-refused');
      await expect(refused).toContainText(t(lang, 'game.verify.refusedTitle'));
      await expect(page.getByTestId('game-verify-refused-message')).not.toBeEmpty();
      await app.shot('game-verify-refused');
      await app.expectAccessible();
      await page.getByTestId('game-back-to-activity').click();
      await page.waitForURL(/\/activity\/activity-list$/);
      await page.getByRole('link', { name: t(lang, 'nav.account') }).click();
      await expect.poll(() => shownPoints(page)).toBe(before + 20);
    });
  });
}
