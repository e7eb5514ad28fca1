/**
 * A phone whose clock is wrong, against the production build and the mock server (which keeps real
 * time): the app learns the server's time from the answers' `Date` header, signs with it, counts
 * e-codes down against it and lets the prerendered first screen judge the session with it.
 * Playwright's clock moves the browser's time only; timers keep running.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures';
import { t, type Lang } from './support/i18n';
import { TOKEN_KEY } from './support/server';

const START = '/privilege/privilege-list';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The browser's clock runs `skewMs` ahead of real time (negative: behind) from the first page on. */
async function skewClock(page: Page, skewMs: number): Promise<void> {
  await page.clock.install({ time: Date.now() + skewMs });
}

async function signInThroughTheUi(page: Page, lang: Lang): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/auth\/verify/);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(DEMO.otp);
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.getByText('250,000').first()).toBeVisible();
}

test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

const SKEWS = [
  { name: '10 minutes fast', skew: 10 * MINUTE, lang: 'th' as const },
  { name: '3 hours slow', skew: -3 * HOUR, lang: 'en' as const },
];

for (const { name, skew, lang } of SKEWS) {
  test.describe(`clock ${name} (${lang})`, () => {
    test.use({ lang });
    test(`signs in through the screens and lands on the privilege list`, async ({ page }) => {
      await skewClock(page, skew);
      await signInThroughTheUi(page, lang);
      // Nothing said the request had expired on the way.
      await expect(page.getByText(lang === 'th' ? 'คำขอหมดอายุแล้ว' : 'The request has expired')).toHaveCount(0);
      const offset = Number(await page.evaluate(() => sessionStorage.getItem('server-clock-offset')));
      expect(Math.abs(offset + skew)).toBeLessThan(5_000);
    });
  });
}

test('a kept session on a clock 25 hours fast: the reload shows the signed-in shell first', async ({ page, lang }) => {
  // By the phone's clock the 24-hour token has expired; by the server's it has just been issued.
  await skewClock(page, 25 * HOUR);
  await signInThroughTheUi(page, lang);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'shell');
  await expect(page).toHaveURL(new RegExp(`${START}$`));
  await expect(page.getByText('250,000').first()).toBeVisible();
});

test('a kept session on a phone whose clock moved since: the first reads sent before the app are refused, signed again and sent; the list shows, nothing said', async ({ page, lang }) => {
  await signInThroughTheUi(page, lang);
  // The clock jumps 10 minutes ahead while the kept offset still says it was right: the page's
  // inline script signs the start screen's first reads with it, and the server refuses them.
  await skewClock(page, 10 * MINUTE);
  const answers: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/Privilege/List') answers.push(`${response.status()}`);
  });
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'shell');
  await expect(page.getByTestId('privilege-card').first()).toBeVisible();
  await expect(page.getByText('250,000').first()).toBeVisible();
  await expect(page.getByText(lang === 'th' ? 'คำขอหมดอายุแล้ว' : 'The request has expired')).toHaveCount(0);
  expect(answers, 'refused once, then answered').toEqual(['401', '200']);
  const offset = Number(await page.evaluate(() => sessionStorage.getItem('server-clock-offset')));
  expect(Math.abs(offset + 10 * MINUTE)).toBeLessThan(5_000);
});

for (const lang of ['th', 'en'] as const) {
  test.describe(`e-code on a clock 3 hours fast (${lang})`, () => {
    test.use({ lang });
    test('an e-code redeemed now shows about 60 minutes left', async ({ page, app }) => {
      await skewClock(page, 3 * HOUR);
      await app.signIn();
      await app.open('/privilege/privilege-detail?privilege_id=PRV000101');
      await expect(page.getByTestId('redeem-button')).toBeEnabled();
      await page.getByTestId('redeem-button').click();
      await page.getByTestId('app-dialog').locator('[data-action="submit"]').click();
      await expect(page.getByTestId('redeem-success')).toBeVisible();
      await expect(page.getByTestId('ecode-countdown')).toHaveText(/^(60:00|59:\d\d)$/);
      await app.shot('clock-skew-ecode');
      // The e-code's own address, after a reload: the kept offset counts it down at once.
      const redemptionId = new URL(page.url()).searchParams.get('redemption_id')!;
      await app.open(`/privilege/ecode?redemption_id=${redemptionId}`);
      await expect(page.getByTestId('ecode-countdown')).toHaveText(/^(60:00|59:\d\d)$/);
    });
  });
}
