/**
 * Partner transfers in Thai and English on the production build + the mock server: Blue Plus to
 * another person (from the privilege list's partner tiles), a Max Me transfer through pending, a
 * PointX top-up (from the profile menu), a transfer whose answer never arrives (checked, then
 * confirmed, never "failed"), an invalid phone and a suspended partner member.
 * Screens are captured at 390×844 (tests/artifacts/screens/transfer-*-<lang>.png) and checked with axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { timeout } from './support/timeouts';
import { LANGS, runsIn, t } from './support/i18n';

const OTHER = { card: '3100500123458', mobile: '0891112222' };
const SUSPENDED = { card: '3100500999990', mobile: '0890000000' };

async function confirm(page: Page) {
  await page.getByTestId('app-dialog').locator('[data-action="submit"]').click();
}

async function anotherPerson(page: Page, lang: 'th' | 'en', card: string, mobile: string) {
  await page.getByText(t(lang, 'transfer.recipient.other'), { exact: true }).click();
  await page.getByLabel(t(lang, 'transfer.field.card')).fill(card);
  await page.getByLabel(t(lang, 'transfer.field.mobile')).fill(mobile);
  await page.getByTestId('recipient-check').click();
}

for (const lang of LANGS) {
  test.describe(`transfer (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
      await app.signIn();
    });

    test('Blue Plus to another person from the partner tiles', async ({ page, app }) => {
      await app.open('/privilege/privilege-list');
      await page.getByTestId('partner-tiles').locator('[data-partner="blueplus"]').click();
      await expect(page).toHaveURL(/transfer-blueplus-member/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.transferBlueplusMember.title'));
      await app.shot('transfer-blueplus-member');
      await anotherPerson(page, lang, OTHER.card, OTHER.mobile);
      await expect(page.getByTestId('recipient-name')).toHaveText('มาลี ส***');
      await page.getByTestId('transfer-points').fill('1000');
      await expect(page.getByTestId('transfer-receive')).toContainText('200');
      await app.shot('transfer-blueplus-amount');
      await app.expectAccessible();
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('app-dialog')).toContainText('มาลี ส***');
      await app.shot('transfer-blueplus-confirm');
      await confirm(page);
      await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
      await expect(page.getByTestId('result-balance')).toHaveText('249,000');
      await app.shot('transfer-blueplus-success');
      await app.expectAccessible();
    });

    if (runsIn(lang, 'en')) test('Max Me: pending, then confirmed', async ({ page, app }) => {
      await app.open('/privilege/transfer-maxme-form');
      await page.getByTestId('recipient-check').click();
      await page.getByTestId('transfer-points').fill('1000');
      await page.getByTestId('transfer-submit').click();
      await confirm(page);
      await expect(page.getByTestId('transfer-pending')).toBeVisible();
      await app.shot('transfer-maxme-pending');
      await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'success', { timeout: timeout(15_000) });
      await app.shot('transfer-maxme-success');
    });

    if (runsIn(lang, 'th')) test('a transfer whose answer never arrives is checked with the same key, said to be unknown, then confirmed', async ({ page, app, mockUrl, request }) => {
      const keys: string[] = [];
      page.on('request', (req) => {
        if (req.method() === 'POST' && req.url().includes('/api/Reward/MaxmeTransferPoint')) keys.push(req.headers()['idempotency-key'] ?? '');
      });
      await app.open('/privilege/transfer-maxme-form');
      await page.getByTestId('recipient-check').click();
      await page.getByTestId('transfer-points').fill('1000');
      await page.getByTestId('transfer-submit').click();
      await request.post(`${mockUrl}/__mock/faults`, { data: { target: 'POST /api/Reward/MaxmeTransferPoint', kind: 'network' } });
      await confirm(page);
      await expect(page.getByTestId('transfer-checking')).toContainText(t(lang, 'transfer.checking.title'));
      await app.shot('transfer-checking');
      await expect(page.getByTestId('transfer-unknown')).toBeVisible({ timeout: timeout(15_000) });
      await expect(page.getByTestId('transfer-failed')).toHaveCount(0);
      await app.shot('transfer-unknown');
      await app.expectAccessible();
      await request.delete(`${mockUrl}/__mock/faults`);
      await page.getByTestId('transfer-check-again').click();
      await expect(page.getByTestId('transfer-pending').or(page.getByTestId('transfer-result'))).toBeVisible({ timeout: timeout(15_000) });
      expect(new Set(keys).size).toBe(1);
    });

    test('PointX top-up from the profile menu', async ({ page, app }) => {
      await app.open('/other/profile-menu');
      await page.getByRole('link', { name: t(lang, 'partners.open', { partner: lang === 'th' ? 'พอยท์เอกซ์' : 'PointX' }) }).click();
      await expect(page).toHaveURL(/transfer-pointx-form/);
      await page.getByTestId('transfer-points').fill('1000');
      await page.getByTestId('transfer-submit').click();
      await expect(page.getByTestId('pointx-quote')).toBeVisible();
      await app.shot('transfer-pointx-quote');
      await page.getByTestId('transfer-submit').click();
      await confirm(page);
      await expect(page.getByTestId('transfer-result')).toHaveAttribute('data-status', 'success');
      await app.shot('transfer-pointx-success');
    });

    test('an invalid phone is refused before any call; a suspended member is explained with the contact centre', async ({ page, app }) => {
      await app.open('/privilege/transfer-blueplus-member');
      await anotherPerson(page, lang, OTHER.card, '08123');
      await expect(page.getByText(t(lang, 'transfer.validation.phone'))).toBeVisible();
      await app.shot('transfer-invalid-phone');
      await page.getByLabel(t(lang, 'transfer.field.card')).fill(SUSPENDED.card);
      await page.getByLabel(t(lang, 'transfer.field.mobile')).fill(SUSPENDED.mobile);
      await page.getByTestId('recipient-check').click();
      const problem = page.getByTestId('recipient-problem');
      await expect(problem).toHaveAttribute('data-code', 'PARTNER_MEMBER_SUSPENDED');
      await expect(problem.getByTestId('partner-contact')).toContainText('021234567');
      await app.shot('transfer-suspended');
      await app.expectAccessible();
    });
  });
}
