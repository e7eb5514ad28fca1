/**
 * A redemption whose answer a gateway loses after the server carried it out (fault
 * `gateway-after-commit`: 502/504 with an HTML page), in Thai and English on the production build +
 * the mock server: never "failed", the same Idempotency-Key is sent again, the member's choices are
 * locked while the outcome is unknown, and a reload asks again with the same key before anything
 * else; the points move once. Screens: tests/artifacts/screens/unknown-*-<lang>.png (390×844).
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { LANGS, runsIn, t } from './support/i18n';

const REDEEM = 'POST /api/Redemption/Redeem';
const STEP = (id: string) => `/privilege/privilege-detail?privilege_id=${id}&step=redeem`;
const DETAIL = (id: string) => `/privilege/privilege-detail?privilege_id=${id}`;

const dialog = (page: Page) => page.getByTestId('app-dialog');

/** Every redemption the page sends: its Idempotency-Key and body. */
function recordRedeems(page: Page): Array<{ key: string; body: string }> {
  const sent: Array<{ key: string; body: string }> = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().includes('/api/Redemption/Redeem')) sent.push({ key: req.headers()['idempotency-key'] ?? '', body: req.postData() ?? '' });
  });
  return sent;
}

for (const lang of LANGS) {
  test.describe(`unknown outcome of a redemption (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    if (runsIn(lang, 'th')) test('a 504 after the server redeemed: checking, then the first result; one debit', async ({ page, app }) => {
      const sent = recordRedeems(page);
      await app.signIn();
      const start = await app.serverPoints();
      await app.open(STEP('PRV000401'));
      await expect(page.getByTestId('quantity-value')).toHaveText('1');
      await app.forceFault(REDEEM, 'gateway-after-commit', { once: true, status: 504 });
      await page.getByTestId('redeem-confirm').click();
      await expect(page.getByTestId('redeem-success').or(dialog(page))).toBeVisible({ timeout: timeout(15_000) });
      // Never "Redemption failed": the check answered with the first result.
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByTestId('redeem-entries')).toHaveText('1');
      expect(sent).toHaveLength(2);
      expect(sent[1]).toEqual(sent[0]);
      expect(await app.serverPoints()).toBe(start - 100);
    });

    if (runsIn(lang, 'en')) test('while unknown the quantity is locked; the member tries another and confirms: the first attempt again, one debit', async ({ page, app }) => {
      const sent = recordRedeems(page);
      await app.signIn();
      const start = await app.serverPoints();
      await app.open(STEP('PRV000401'));
      await expect(page.getByTestId('quantity-value')).toHaveText('1');
      await app.forceFault(REDEEM, 'gateway-after-commit', { status: 504 });
      await page.getByTestId('redeem-confirm').click();
      await expect(page.getByTestId('loading-overlay')).toContainText(t(lang, 'redeem.checking'));
      await app.shot('unknown-checking');
      await expect(dialog(page)).toContainText(t(lang, 'redeem.unknown.title'), { timeout: timeout(15_000) });
      await expect(dialog(page)).not.toContainText(t(lang, 'redeem.error.title'));
      await app.shot('unknown-dialog');
      await dialog(page).locator('[data-action="cancel"]').click();

      // The member tries to take two entries instead: the choice is locked, and says why.
      await expect(page.getByTestId('redeem-locked')).toHaveText(t(lang, 'redeem.unresolved.locked'));
      const more = page.getByRole('button', { name: t(lang, 'redeem.quantity.increase') });
      await expect(more).toBeDisabled();
      await more.click({ force: true });
      await expect(page.getByTestId('quantity-value')).toHaveText('1');
      await app.shot('unknown-locked');
      await app.expectAccessible();

      await app.clearFaults();
      await expect(page.getByTestId('redeem-confirm')).toHaveText(t(lang, 'redeem.unknown.retry'));
      await page.getByTestId('redeem-confirm').click();
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
      await expect(page.getByTestId('redeem-entries')).toHaveText('1');
      expect(sent.length).toBeGreaterThanOrEqual(4);
      expect(new Set(sent.map((s) => s.key)).size).toBe(1);
      expect(new Set(sent.map((s) => s.body)).size).toBe(1);
      expect(await app.serverPoints()).toBe(start - 100);
    });

    if (runsIn(lang, 'th')) test('a reload while the outcome is unknown sends the same Idempotency-Key again first; the points move once', async ({ page, app }) => {
      const sent = recordRedeems(page);
      await app.signIn();
      const start = await app.serverPoints();
      await app.open(DETAIL('PRV000101'));
      await app.forceFault(REDEEM, 'gateway-after-commit');
      await page.getByTestId('redeem-button').click();
      await dialog(page).locator('[data-action="submit"]').click();
      await expect(dialog(page)).toContainText(t(lang, 'redeem.unknown.title'), { timeout: timeout(15_000) });
      const first = sent[0]!.key;
      expect(await app.serverPoints()).toBe(start - 500);
      // Closed: the detail says why, and its button asks again instead of redeeming anew.
      await dialog(page).locator('[data-action="cancel"]').click();
      await expect(page.getByTestId('redeem-unresolved')).toHaveText(t(lang, 'redeem.unresolved.note'));
      await expect(page.getByTestId('redeem-button')).toHaveText(t(lang, 'redeem.unknown.retry'));
      await app.shot('unknown-detail');

      await app.clearFaults();
      const replay = page.waitForRequest((req) => req.method() === 'POST' && req.url().includes('/api/Redemption/Redeem'));
      await page.reload();
      expect((await replay).headers()['idempotency-key']).toBe(first);
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
      await expect(page.getByTestId('balance-after')).toHaveText((start - 500).toLocaleString('en-US'));
      expect(new Set(sent.map((s) => s.key))).toEqual(new Set([first]));
      expect(await app.serverPoints()).toBe(start - 500);
    });
  });
}
