/**
 * A read that does not answer, in Thai and English against the production build + the mock
 * server: after a few seconds the screen says it is taking longer than usual; "Try again" asks
 * once more and the list appears; "Stop" ends the wait with the screen's own error state.
 * Screens at 390×844: tests/artifacts/screens/slow-read-*-<lang>.png, checked with axe.
 */
import { expect, test } from './support/fixtures';
import { SLOW_READ_AFTER_MS } from '@/shared/api/slow-reads';
import { LANGS, t } from './support/i18n';

const SERVICE_LIST = 'GET /api/Customer/ServiceList';

for (const lang of LANGS) {
  test.describe(`slow read (${lang})`, () => {
    test.use({ lang });
    test.beforeEach(async ({ app }) => {
      await app.resetMock();
    });

    test('says it is taking longer than usual; try again loads, stop ends the wait', async ({ page, app, mockUrl, request }) => {
      // The page's clock runs as usual but can jump ahead: the eight seconds that make a read slow pass
      // at once, the rest of the page (requests, animations) unchanged.
      await page.clock.install();
      await app.signIn();
      await request.post(`${mockUrl}/__mock/faults`, { data: { target: SERVICE_LIST, kind: 'timeout', once: true } });
      await app.open('/other/my-service');
      const notice = page.getByTestId('slow-read');
      await expect(page.getByTestId('service-skeleton')).toBeVisible();
      await expect(notice).toBeHidden();
      await page.clock.fastForward(SLOW_READ_AFTER_MS);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(t(lang, 'loading.slow.title'));
      await app.shot('slow-read-notice');
      await app.expectAccessible();
      await notice.getByTestId('slow-read-retry').click();
      await expect(page.locator('[data-testid^="linked-service-1"]').first()).toBeVisible();
      await expect(notice).toBeHidden();

      await request.post(`${mockUrl}/__mock/faults`, { data: { target: SERVICE_LIST, kind: 'timeout', once: true } });
      await page.reload();
      await expect(page.getByTestId('service-skeleton')).toBeVisible();
      await page.clock.fastForward(SLOW_READ_AFTER_MS);
      await expect(notice).toBeVisible();
      await notice.getByTestId('slow-read-stop').click();
      await expect(page.getByRole('alert')).toContainText(t(lang, 'loading.stopped'));
      await app.shot('slow-read-stopped');
      await page.getByRole('button', { name: t(lang, 'action.retry') }).click();
      await expect(page.locator('[data-testid^="linked-service-1"]').first()).toBeVisible();
    });
  });
}
