/**
 * Linked services in Thai and English against the production build + the mock server: the list
 * (numbers masked), then linking the demo member's first linkable number with its one-time code —
 * a wrong code first (kept on the code step, boxes cleared, message under them), then the mock's
 * code — and back on the list with the new number. Screens are captured at 390×844
 * (tests/artifacts/screens/my-service-*-<lang>.png, add-service-*-<lang>.png) and checked with axe.
 */
import { DEMO, expect, test } from './support/fixtures';
import { LANGS, t } from './support/i18n';

for (const lang of LANGS) {
  test.describe(`add service (${lang})`, () => {
    test.use({ lang });

    test(`link a number with its code and see it listed [${lang}]`, async ({ page, app }) => {
      await app.resetMock();
      await app.signIn();
      await app.open('/other/my-service');

      const linked = page.getByTestId('linked-service-1000234567');
      await expect(linked.getByTestId('linked-service-number')).toHaveText('08x-xxx-5678');
      await expect(linked.getByTestId('linked-service-rating')).toHaveText(t(lang, 'service.rating.rated'));
      await expect(page.getByText('0812345678')).toHaveCount(0);
      await app.shot('my-service');
      await app.expectAccessible();

      await page.getByTestId('service-add').click();
      await expect(page).toHaveURL(/\/other\/add-service$/);
      const option = page.getByTestId('candidate-1000345678');
      await expect(option).toContainText('08x-xxx-5432');
      await option.click();
      await app.shot('add-service-choose');
      await app.expectAccessible();
      await page.getByTestId('service-send-code').click();

      const step = page.getByTestId('otp-step');
      await expect(step).toBeVisible();
      await expect(page).toHaveURL(/step=otp/);
      await expect(step.getByTestId('otp-ref-code')).toHaveText(/^[A-Z]{4}$/);
      await expect(step.getByTestId('otp-resend')).toBeDisabled();

      await step.getByTestId('otp-input').fill('111111');
      await expect(step.getByTestId('otp-problem')).toHaveText(lang === 'th' ? 'รหัส OTP ไม่ถูกต้อง' : 'OTP code is incorrect.');
      await expect(step.getByTestId('otp-input')).toHaveValue('');
      await app.shot('add-service-otp-wrong');
      await app.expectAccessible();

      await step.getByTestId('otp-input').fill(DEMO.otp);
      await expect(page).toHaveURL(/\/other\/my-service$/);
      await expect(page.getByTestId('service-linked-notice')).toHaveText(t(lang, 'service.list.linkedNotice', { mobile: '08x-xxx-5432' }));
      const added = page.getByTestId('linked-service-1000345678');
      await expect(added.getByTestId('linked-service-number')).toHaveText('08x-xxx-5432');
      await expect(added.getByTestId('linked-service-rating')).toHaveText(t(lang, 'service.rating.not_rated'));
      await expect(linked).toBeVisible();
      await app.shot('my-service-linked');
      await app.expectAccessible();
    });
  });
}
