/**
 * History in Thai and English: redeem an e-code and a delivered item, find both in history, open
 * the code from the wallet, open the delivery tracking, open a transfer's detail; the points tab.
 */
import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

async function post(request: APIRequestContext, mockUrl: string, token: string, path: string, data: unknown) {
  const res = await request.post(`${mockUrl}${path}`, { data, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() } });
  expect(res.status(), await res.text()).toBe(200);
}

for (const lang of LANGS) {
  test.describe(`history (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('redemptions, the e-code wallet, tracking, a transfer detail and the points statement', async ({ page, app, request, mockUrl }) => {
      await app.signIn();
      await app.step('a delivered privilege and an e-code redeemed, points sent to Blue Plus', async () => {
        await app.open('/privilege/privilege-detail?privilege_id=PRV000101');
        await page.getByTestId('redeem-button').click();
        await page.getByTestId('app-dialog').locator('[data-action="submit"]').click();
        await expect(page.getByTestId('redeem-success')).toBeVisible();
        await app.open('/privilege/privilege-detail?privilege_id=PRV000203');
        await page.getByTestId('redeem-button').click();
        await page.getByTestId('redeem-confirm').click();
        await expect(page.getByTestId('redeem-success')).toBeVisible();
        const token = await page.evaluate(() => sessionStorage.getItem('application-token') ?? '');
        await post(request, mockUrl, token, '/api/Reward/BlueplusTransferPoint', { partner_card: '3100500123458', mobile_no: '0891112222', recipient_type: 'other', points: 500 });
      });

      await app.step('History: redemptions, the e-code and tracking', async () => {
        // The bottom navigation's History tab.
        await page.getByRole('link', { name: t(lang, 'nav.history') }).click();
        await expect(page).toHaveURL(/\/history$/);
        await expect(page.getByTestId('ecode-wallet')).toBeVisible();
        await expect(page.getByTestId('redemption-item').first()).toBeVisible();
        await expect(page.locator('[data-testid="redemption-item"][data-kind="delivery"]').first()).toBeVisible();
        await app.shot('history-redemptions');
        await app.expectAccessible();

        await page.getByTestId('wallet-ecode').first().click();
        await expect(page).toHaveURL(/\/privilege\/ecode\?redemption_id=/);
        await expect(page.getByTestId('ecode-qr')).toBeVisible();
        await expect(page.getByTestId('ecode-barcode')).toBeVisible();
        await app.shot('history-ecode');
        await page.goBack();

        await page.locator('[data-testid="redemption-item"][data-kind="delivery"]').first().click();
        await expect(page).toHaveURL(/\/history\/tracking-status\?delivery_id=DLV/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.trackingStatus.title'));
        await app.shot('history-tracking');
        await page.goBack();
      });

      await app.step('History: a transfer detail and the points statement', async () => {
        await page.getByTestId('history-tab-transfers').click();
        await expect(page).toHaveURL(/tab=transfers/);
        await page.getByTestId('transfer-item').first().click();
        await expect(page).toHaveURL(/\/history\/transfer-detail\?transfer_id=TRF/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.transferDetail.title'));
        await app.shot('history-transfer-detail');
        await page.goBack();
        await expect(page).toHaveURL(/tab=transfers/);

        await page.getByTestId('history-tab-points').click();
        await expect(page.getByTestId('statement-expiring')).toBeVisible();
        await app.shot('history-points');
        await app.expectAccessible();
      });
    });
  });
}
