/**
 * Privilege journeys in Thai and English against the production build + the mock server:
 * browse and search, redeem an e-code and copy it, a delivered item to a non-default address,
 * an add-on pack, every redemption row of mocks/SCENARIOS.md, and a double tap that debits once.
 * Every screen is captured at 390×844 (tests/artifacts/screens/privilege-*-<lang>.png).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { LANGS, runsIn, t } from './support/i18n';

const DETAIL = (id: string) => `/privilege/privilege-detail?privilege_id=${id}`;
const PASSPORT = 'AA1234567';
const ZERO_POINTS = '1509900123453';

const dialog = (page: Page) => page.getByTestId('app-dialog');
async function confirmDialog(page: Page) {
  await dialog(page).locator('[data-action="submit"]').click();
}

for (const lang of LANGS) {
  test.describe(`privilege (${lang})`, () => {
    test.use({ lang });

    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('browses the list, filters, searches and sees not-found', async ({ page, app }) => {
      await app.signIn();
      await app.open('/privilege/privilege-list');
      await expect(page.getByTestId('privilege-card').first()).toBeVisible();
      await expect(page.getByTestId('points-expiry')).toContainText(lang === 'th' ? '2569' : '2026');
      await app.shot('privilege-list');
      await page.getByRole('button', { name: lang === 'th' ? 'แพ็กเกจเสริม' : 'Telecom add-ons' }).click();
      await expect(page).toHaveURL(/category=telecom/);
      await expect(page.getByTestId('privilege-card').first()).toContainText(t(lang, 'privilege.type.subscription'));
      await app.shot('privilege-list-category');

      await app.open('/privilege/search-privilege');
      await page.getByRole('searchbox').fill('coffee');
      await expect(page.getByTestId('privilege-card').first()).toBeVisible();
      await page.getByRole('searchbox').press('Enter');
      await app.shot('privilege-search-results');
      await page.getByRole('searchbox').fill('xyzzy');
      await expect(page.getByText(lang === 'th' ? 'ขออภัย ไม่พบคำที่คุณค้นหา' : 'Sorry, the word you were searching was not found.')).toBeVisible();
      await app.shot('privilege-search-not-found');
      await page.getByRole('button', { name: t(lang, 'privilege.search.clear') }).click();
      await expect(page.getByRole('heading', { name: t(lang, 'privilege.search.recent') })).toBeVisible();
      await app.shot('privilege-search-recent');
    });

    test('redeems an e-code, copies it and sees it expire', async ({ page, app, context, mockUrl, request }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: mockUrl });
      await app.signIn();
      await app.open(DETAIL('PRV000101'));
      await expect(page.getByTestId('redeem-button')).toBeEnabled();
      await app.shot('privilege-detail-ecode');
      await page.getByTestId('redeem-button').click();
      await expect(dialog(page)).toHaveAttribute('data-type', 'privilege');
      await app.shot('privilege-confirm-ecode');
      await confirmDialog(page);
      await expect(page.getByTestId('redeem-success')).toBeVisible();
      await expect(page.getByTestId('balance-after')).toHaveText('249,500');
      // The success screen shows the code itself: no extra tap.
      const code = (await page.getByTestId('ecode-code').textContent())!.trim();
      expect(code.length).toBeGreaterThanOrEqual(4);
      await expect(page.getByTestId('ecode-countdown')).toHaveText(/^(60:00|59:\d\d)$/);
      await page.getByTestId('ecode-copy').click();
      await expect(page.getByTestId('ecode-copied')).toHaveText(t(lang, 'ecode.copied'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await app.shot('privilege-success-ecode');
      const redemptionId = new URL(page.url()).searchParams.get('redemption_id')!;
      await app.open(`/privilege/ecode?redemption_id=${redemptionId}`);
      await expect(page.getByTestId('ecode-code')).toHaveText(code);
      await app.shot('privilege-ecode');

      // 61 minutes later (mock and browser clocks both moved) the code has expired.
      const moved = await request.post(`${mockUrl}/__mock/clock`, { data: { advance_ms: 61 * 60_000 } });
      expect(moved.ok()).toBe(true);
      await page.clock.setSystemTime(Date.now() + 61 * 60_000);
      await page.reload();
      await expect(page.getByTestId('ecode-expired')).toHaveText(t(lang, 'ecode.expired'));
      await app.shot('privilege-ecode-expired');
    });

    test('redeems a delivered item to a non-default address', async ({ page, app }) => {
      await app.signIn();
      await app.open(DETAIL('PRV000203'));
      await page.getByTestId('redeem-button').click();
      const work = page.getByTestId('address-option-1025');
      await expect(page.getByTestId('address-option-1024').getByRole('radio')).toBeChecked();
      await work.click();
      await expect(work.getByRole('radio')).toBeChecked();
      await app.shot('privilege-delivery-address');
      await page.getByRole('button', { name: t(lang, 'address.new.open') }).click();
      await expect(page.getByTestId('address-form')).toBeVisible();
      await app.shot('privilege-delivery-new-address');
      await page.getByRole('button', { name: t(lang, 'dialog.cancel') }).click();
      await expect(work.getByRole('radio')).toBeChecked();
      // The header names the step, and the step is the only confirmation.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.privilegeRedeem.title'));
      await page.getByTestId('redeem-confirm').click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page.getByTestId('redeem-success-message')).toContainText(lang === 'th' ? '5 วันทำการ' : '5 business days');
      await expect(page.getByTestId('redeem-success')).toContainText('อาคารสิทธิพิเศษ ชั้น 12');
      await app.shot('privilege-success-delivery');
    });

    test('redeems an add-on pack for a linked number and lucky-draw entries', async ({ page, app }) => {
      await app.signIn();
      await app.open(DETAIL('PRV000301'));
      await page.getByTestId('redeem-button').click();
      // The option is a radio card: the option itself is the radio.
      await expect(page.getByRole('radio').and(page.getByTestId('service-option-1000234567'))).toBeChecked();
      await app.shot('privilege-addon-number');
      await page.getByTestId('redeem-confirm').click();
      await expect(page.getByTestId('redeem-success-message')).toContainText('08x-xxx-5678');
      await app.shot('privilege-success-addon');

      await app.open(DETAIL('PRV000401'));
      await page.getByTestId('redeem-button').click();
      await page.getByRole('button', { name: t(lang, 'redeem.quantity.increase') }).click();
      await expect(page.getByTestId('quantity-value')).toHaveText('2');
      await app.shot('privilege-luckydraw-entries');
      await page.getByTestId('redeem-confirm').click();
      await expect(page.getByTestId('redeem-entries')).toHaveText('2');
      await app.shot('privilege-success-luckydraw');
    });

    const rows = [
      { name: 'criteria', id: 'PRV000502', as: undefined, key: 'redeem.reason.REDEMPTION_CRITERIA_NOT_MET' },
      { name: 'out-of-stock', id: 'PRV000109', as: undefined, key: 'redeem.reason.OUT_OF_STOCK' },
      { name: 'limit', id: 'PRV000104', as: undefined, key: 'redeem.reason.REDEMPTION_LIMIT_REACHED' },
      { name: 'thai-id', id: 'PRV000101', as: PASSPORT, key: 'redeem.reason.THAI_ID_REQUIRED' },
      { name: 'points-zero', id: 'PRV000101', as: ZERO_POINTS, key: 'redeem.reason.POINTS_NOT_ENOUGH' },
      { name: 'points-member', id: 'PRV000208', as: undefined, key: 'redeem.reason.POINTS_NOT_ENOUGH' },
    ] as const;
    // Alike cases, one step each in one test: each step starts over as a fresh device (app.freshDevice).
    test(`scenarios ${rows.map((row) => row.name).join(', ')}, generic error: each shows its message`, async ({ page, app }) => {
      for (const row of rows) {
        await app.step(`scenario ${row.name}: ${row.id} shows its message`, async () => {
          await app.freshDevice();
          await app.signIn(row.as);
          await app.open(DETAIL(row.id));
          await expect(page.getByTestId('cannot-redeem-reason')).toHaveText(t(lang, row.key));
          await expect(page.getByTestId('redeem-button')).toBeDisabled();
          await app.shot(`privilege-scenario-${row.name}`);
        });
      }
      await app.step('scenario generic error: the broken privilege PRV999999', async () => {
        await app.freshDevice();
        await app.signIn();
        await app.open(DETAIL('PRV999999'));
        await expect(page.getByRole('alert')).toContainText(t(lang, 'error.GENERIC_ERROR'));
        await app.shot('privilege-scenario-generic');
      });
    });

    if (runsIn(lang, 'th')) test('a server error is an unknown outcome: checked with the same key, never "failed"; check again succeeds', async ({ page, app, mockUrl, request }) => {
      const keys: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/Redemption/Redeem')) keys.push(req.headers()['idempotency-key'] ?? '');
      });
      await app.signIn();
      await app.open(DETAIL('PRV000102'));
      await request.post(`${mockUrl}/__mock/faults`, { data: { target: 'POST /api/Redemption/Redeem', kind: 'server-error' } });
      await page.getByTestId('redeem-button').click();
      await confirmDialog(page);
      await expect(dialog(page)).toContainText(t(lang, 'redeem.unknown.title'), { timeout: timeout(15_000) });
      await expect(dialog(page)).not.toContainText(t(lang, 'redeem.error.title'));
      await app.shot('privilege-error-server-error');
      await request.delete(`${mockUrl}/__mock/faults`);
      await confirmDialog(page);
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
    });

    if (runsIn(lang, 'en')) test('a lost answer is checked with the same key and shows the success; with no answer at all it says so, never "failed"', async ({ page, app, mockUrl, request }) => {
      const keys: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/Redemption/Redeem')) keys.push(req.headers()['idempotency-key'] ?? '');
      });
      await app.signIn();
      await app.open(DETAIL('PRV000101'));
      await request.post(`${mockUrl}/__mock/faults`, { data: { target: 'POST /api/Redemption/Redeem', kind: 'lost-answer', once: true } });
      await page.getByTestId('redeem-button').click();
      await confirmDialog(page);
      // The browser itself may send a POST again on a dropped connection; either way it is one key, one debit.
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
      await expect(page.getByTestId('balance-after')).toHaveText('249,500');
      expect(new Set(keys).size).toBe(1);

      await app.open(DETAIL('PRV000102'));
      await request.post(`${mockUrl}/__mock/faults`, { data: { target: 'POST /api/Redemption/Redeem', kind: 'network' } });
      await page.getByTestId('redeem-button').click();
      await confirmDialog(page);
      await expect(page.getByTestId('loading-overlay')).toContainText(t(lang, 'redeem.checking'));
      await app.shot('privilege-checking');
      await expect(dialog(page)).toContainText(t(lang, 'redeem.unknown.title'), { timeout: timeout(15_000) });
      await expect(dialog(page)).not.toContainText(t(lang, 'redeem.error.title'));
      await app.shot('privilege-outcome-unknown');
      await request.delete(`${mockUrl}/__mock/faults`);
      await confirmDialog(page);
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
    });

    if (runsIn(lang, 'en')) test('a double tap debits the points once', async ({ page, app, mockUrl, request }) => {
      await request.post(`${mockUrl}/__mock/latency`, { data: { ms: 600 } });
      const redeems: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/Redemption/Redeem')) redeems.push(req.headers()['idempotency-key'] ?? '');
      });
      await app.signIn();
      await app.open(DETAIL('PRV000101'));
      await page.getByTestId('redeem-button').dblclick();
      await dialog(page).locator('[data-action="submit"]').dblclick({ force: true }).catch(() => undefined);
      await expect(page.getByTestId('redeem-success')).toBeVisible({ timeout: timeout(15_000) });
      expect(redeems).toHaveLength(1);
      await expect(page.getByTestId('balance-after')).toHaveText('249,500');
      await request.post(`${mockUrl}/__mock/latency`, { data: { ms: 0 } });
      await app.open('/privilege/privilege-list');
      await expect(page.getByText('249,500').first()).toBeVisible();
    });
  });
}

test.describe('privilege accessibility', () => {
  test.beforeEach(async ({ app }) => {
    await app.resetMock();
  });

  // Inside the screen content (the shell's header is checked by its own tests).
  test('list, search and detail have no serious axe violations', async ({ page, app }) => {
    await app.signIn();
    await app.open('/privilege/privilege-list');
    await expect(page.getByTestId('privilege-card').first()).toBeVisible();
    await app.expectAccessible('#main');
    await app.open('/privilege/search-privilege?q=coffee');
    await expect(page.getByTestId('privilege-card').first()).toBeVisible();
    await app.expectAccessible('#main');
    await app.open(DETAIL('PRV000203'));
    await expect(page.getByTestId('redeem-button')).toBeEnabled();
    await app.expectAccessible('#main');
  });

  test('redeem step, success and e-code have no serious axe violations', async ({ page, app }) => {
    await app.signIn();
    await app.open(DETAIL('PRV000203'));
    await page.getByTestId('redeem-button').click();
    await expect(page.getByTestId('address-option-1024')).toBeVisible();
    await app.expectAccessible('#main');
    await app.open(DETAIL('PRV000101'));
    await page.getByTestId('redeem-button').click();
    await confirmDialog(page);
    await expect(page.getByTestId('redeem-success')).toBeVisible();
    await expect(page.getByTestId('ecode-code')).toBeVisible();
    await app.expectAccessible('#main');
  });
});
