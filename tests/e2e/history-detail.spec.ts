/**
 * The history detail screens in Thai and English against the production build + the mock server,
 * each opened with a real id the mock made: delivery tracking (the seeded received parcel, then a
 * fresh redemption of PRV000203 packed and, a day later, shipped with a tracking number to copy),
 * transfer detail (a Blue Plus transfer, and a Max Me transfer pending, then checked again and
 * settled), and the earlier history (infinite scroll to the last page).
 * Screens are captured at 390×844 (tests/artifacts/screens/history-*-<lang>.png) and checked with axe.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { signedHeaders } from '@mocks/identities';
import { expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

const HOUR = 60 * 60 * 1000;
const OTHER = { partner_card: '3100500123458', mobile_no: '0891112222', recipient_type: 'other' };
const SELF = { partner_card: '1101700230708', mobile_no: '0812345678', recipient_type: 'self' };

const key = (what: string) => `e2e-${what}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

/** POST to the mock API as the signed-in member; answers the `data` of a 200. */
async function post<T>(request: APIRequestContext, url: string, token: string, body: object, signed: boolean): Promise<T> {
  const headers = signed ? await signedHeaders(token) : { Authorization: `Bearer ${token}` };
  const res = await request.post(url, { data: body, headers: { ...headers, 'Idempotency-Key': key('call') } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function moveClocks(page: Page, request: APIRequestContext, mockUrl: string, ms: number) {
  const moved = await request.post(`${mockUrl}/__mock/clock`, { data: { advance_ms: ms } });
  expect(moved.ok()).toBe(true);
  await page.clock.setSystemTime(Date.now() + ms);
}

for (const lang of LANGS) {
  test.describe(`history detail (${lang})`, () => {
    test.use({ lang });

    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('tracking: received, then a new parcel packed and a day later shipped', async ({ page, app, request, mockUrl, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: mockUrl });
      const token = await app.signIn();

      await app.open('/history/tracking-status?delivery_id=DLV2611120001');
      await expect(page.getByTestId('tracking-view')).toHaveAttribute('data-status', 'received');
      await expect(page.getByTestId('tracking-status')).toHaveText(t(lang, 'tracking.step.received'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.trackingStatus.title'));
      await app.shot('history-tracking-received');
      await app.expectAccessible();

      const redemption = await post<{ delivery?: { delivery_id: string } }>(
        request,
        `${mockUrl}/api/Redemption/Redeem`,
        token,
        { privilege_id: 'PRV000203', quantity: 1, customeraddress_id: 1024 },
        true,
      );
      const deliveryId = redemption.delivery!.delivery_id;
      await app.open(`/history/tracking-status?delivery_id=${deliveryId}`);
      await expect(page.getByTestId('tracking-view')).toHaveAttribute('data-status', 'packed');
      await expect(page.getByTestId('tracking-step-shipped')).toHaveText(t(lang, 'tracking.step.ahead'));
      await expect(page.getByTestId('tracking-no-number')).toBeVisible();
      await expect(page.getByTestId('tracking-promise')).toContainText(lang === 'th' ? 'วันทำการ' : 'business days');
      await app.shot('history-tracking-packed');
      await app.expectAccessible();

      // A day later (mock and browser clocks both moved; a new session for the new day).
      await moveClocks(page, request, mockUrl, 25 * HOUR);
      await app.signIn();
      await page.reload();
      await expect(page.getByTestId('tracking-view')).toHaveAttribute('data-status', 'shipped');
      const number = (await page.getByTestId('tracking-number').textContent())!.trim();
      expect(number).toMatch(/^TH\d{10}X$/);
      await page.getByTestId('tracking-copy').click();
      await expect(page.getByTestId('tracking-copied')).toHaveText(t(lang, 'tracking.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      await app.shot('history-tracking-shipped');
      await app.expectAccessible();
    });

    test('transfer detail: Blue Plus success; Max Me pending, checked again, settled', async ({ page, app, request, mockUrl }) => {
      const token = await app.signIn();

      const blueplus = await post<{ transfer_id: string }>(request, `${mockUrl}/api/Reward/BlueplusTransferPoint`, token, { ...OTHER, points: 1000 }, false);
      await app.open(`/history/transfer-detail?transfer_id=${blueplus.transfer_id}`);
      await expect(page.getByTestId('transfer-detail')).toHaveAttribute('data-status', 'success');
      await expect(page.getByTestId('transfer-recipient')).toHaveText('มาลี ส***');
      await expect(page.getByTestId('transfer-member-no')).toHaveText('xxxx6789');
      await expect(page.getByTestId('transfer-rate')).toHaveText(lang === 'th' ? '5 คะแนน = 1 คะแนนบลูพลัส' : '5 points = 1 Blue Plus point');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.transferDetail.title'));
      await app.shot('history-transfer-success');
      await app.expectAccessible();

      // Max Me confirms 5 s of mock time after the transfer: opened at once, it is still pending.
      const maxme = await post<{ transfer_id: string; status: string }>(request, `${mockUrl}/api/Reward/MaxmeTransferPoint`, token, { ...SELF, points: 1000 }, false);
      expect(maxme.status).toBe('pending');
      await app.open(`/history/transfer-detail?transfer_id=${maxme.transfer_id}`);
      await expect(page.getByTestId('transfer-detail')).toHaveAttribute('data-status', 'pending');
      const again = page.getByTestId('transfer-check-again');
      await expect(again).toBeVisible();
      await expect(page.getByTestId('transfer-pending-note')).toBeVisible();
      await app.shot('history-transfer-pending');
      await app.expectAccessible();

      const moved = await request.post(`${mockUrl}/__mock/clock`, { data: { advance_ms: 6000 } });
      expect(moved.ok()).toBe(true);
      await again.click();
      await expect(page.getByTestId('transfer-detail')).toHaveAttribute('data-status', 'success');
      await expect(page.getByTestId('transfer-status')).toHaveText(t(lang, 'transferDetail.status.success'));
      await app.shot('history-transfer-refreshed');
    });

    test('earlier history: the first page, then the rest by scrolling', async ({ page, app }) => {
      await app.signIn();
      await app.open('/history/history-migration');
      await expect(page.getByTestId('migration-entry').first()).toBeVisible();
      await expect(page.getByTestId('migration-total')).toHaveText(lang === 'th' ? '14 รายการ' : '14 entries');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.historyMigration.title'));
      await app.shot('history-migration');
      await app.expectAccessible();
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId('migration-entry')).toHaveCount(14);
      await expect(page.getByText(t(lang, 'migration.end'))).toBeVisible();
      await app.shot('history-migration-all');
    });

    test('not found: an unknown delivery and transfer link back to the history', async ({ page, app }) => {
      await app.signIn();
      await app.open('/history/tracking-status?delivery_id=DLV9999999999');
      await expect(page.getByTestId('tracking-not-found')).toContainText(t(lang, 'tracking.notFound.title'));
      await app.shot('history-tracking-not-found');
      await app.expectAccessible();
      await app.open('/history/transfer-detail?transfer_id=TRF9999999999');
      await expect(page.getByTestId('transfer-not-found')).toContainText(t(lang, 'transferDetail.notFound.title'));
      await page.getByRole('link', { name: t(lang, 'transferDetail.backToHistory') }).click();
      await expect(page).toHaveURL(/\/history$/);
    });
  });
}
