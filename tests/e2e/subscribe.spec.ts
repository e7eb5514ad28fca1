/**
 * Notification preferences (/other/subscribe) in Thai and English against the production build +
 * the mock server (a plain browser: no LIFF): switches saved as they are tapped and still there
 * after a reload, the deny-all rules both ways, e-mail without an address on file, and a failed
 * save rolled back with the member's choice kept.
 * Screens at 390×844: tests/artifacts/screens/subscribe-*-<lang>.png, checked with axe.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { type Lang, LANGS, runsIn, t } from './support/i18n';

const ZERO_POINTS_ID = '1509900123453';
const CHANNELS = ['sms', 'email', 'lineOfficial', 'lineService'] as const;
type Key = (typeof CHANNELS)[number] | 'denyAll';

/** A switch by its label (lang sub-key `subscribe.<key>.label`); tapping its row toggles it. */
const sw = (page: Page, lang: Lang, key: Key) => page.getByRole('switch', { name: t(lang, `subscribe.${key}.label`), exact: true });
const tap = (page: Page, lang: Lang, key: Key) => sw(page, lang, key).click();

async function saved(page: Page) {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
}

for (const lang of LANGS) {
  test.describe(`subscribe (${lang})`, () => {
    test.use({ lang });

    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('toggles are saved at once and survive a reload; deny all both ways', async ({ page, app }) => {
      await app.signIn();
      await app.open('/other/subscribe');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'route.subscribe.title'));
      await expect(sw(page, lang, 'sms')).toBeChecked();
      await expect(sw(page, lang, 'lineOfficial')).toBeChecked();
      await expect(sw(page, lang, 'denyAll')).not.toBeChecked();
      // Outside LINE: where to add the official account, never a LIFF call.
      await expect(page.getByTestId('line-outside')).toContainText('@ntprivilege');
      await expect(page.getByTestId('pref-email')).toContainText('somchai.j@example.com');
      await app.shot('subscribe');
      await app.expectAccessible();

      await app.step('e-mail on, then deny all, each kept after a reload', async () => {
        await tap(page, lang, 'email');
        await expect(sw(page, lang, 'email')).toBeChecked();
        await saved(page);
        await page.reload();
        await expect(sw(page, lang, 'email')).toBeChecked();
        await expect(sw(page, lang, 'sms')).toBeChecked();

        await tap(page, lang, 'denyAll');
        await expect(sw(page, lang, 'denyAll')).toBeChecked();
        for (const key of CHANNELS) await expect(sw(page, lang, key)).not.toBeChecked();
        await saved(page);
        await page.reload();
        await expect(sw(page, lang, 'denyAll')).toBeChecked();
        for (const key of CHANNELS) await expect(sw(page, lang, key)).not.toBeChecked();
        await app.shot('subscribe-deny-all');
      });

      await app.step('one channel on ends deny all, and off again restores it', async () => {
        await tap(page, lang, 'lineService');
        await expect(sw(page, lang, 'denyAll')).not.toBeChecked();
        await saved(page);
        await page.reload();
        await expect(sw(page, lang, 'lineService')).toBeChecked();
        await expect(sw(page, lang, 'denyAll')).not.toBeChecked();

        await tap(page, lang, 'lineService');
        await expect(sw(page, lang, 'denyAll')).toBeChecked();
        await saved(page);
        await page.reload();
        await expect(sw(page, lang, 'denyAll')).toBeChecked();
      });
    });

    test('e-mail without an address on file: stays off and leads to profile edit', async ({ page, app }) => {
      await app.signIn(ZERO_POINTS_ID);
      await app.open('/other/subscribe');
      await expect(page.getByTestId('pref-email')).toContainText(t(lang, 'subscribe.email.missing'));
      await tap(page, lang, 'email');
      await expect(page.getByTestId('email-needed')).toContainText(t(lang, 'subscribe.email.needed.title'));
      await expect(sw(page, lang, 'email')).not.toBeChecked();
      await app.shot('subscribe-email-needed');
      await app.expectAccessible();
      await page.getByRole('link', { name: t(lang, 'subscribe.email.needed.action') }).click();
      await expect(page).toHaveURL(/\/other\/profile-edit$/);
    });

    if (runsIn(lang, 'en')) test('a failed save puts the setting back and keeps the choice to send again', async ({ page, app }) => {
      await app.signIn();
      await app.open('/other/subscribe');
      await expect(sw(page, lang, 'lineService')).not.toBeChecked();
      let failures = 1;
      await page.route('**/api/Customer/Subscribe', async (route) => {
        if (failures-- > 0) {
          await route.fulfill({ status: 500, json: { code: 'GENERIC_ERROR', message: { th: 'ระบบขัดข้องชั่วคราว', en: 'Temporarily unavailable.' } } });
          return;
        }
        await route.fallback();
      });
      await tap(page, lang, 'lineService');
      const failure = page.getByTestId('save-failed');
      await expect(failure).toContainText(t(lang, 'subscribe.error.title'));
      await expect(failure).toContainText(t(lang, 'subscribe.lineService.label'));
      await expect(sw(page, lang, 'lineService')).not.toBeChecked();
      await app.shot('subscribe-save-failed');
      await app.expectAccessible();

      await failure.getByRole('button', { name: t(lang, 'action.retry') }).click();
      await saved(page);
      await expect(sw(page, lang, 'lineService')).toBeChecked();
      await page.reload();
      await expect(sw(page, lang, 'lineService')).toBeChecked();
    });
  });
}
