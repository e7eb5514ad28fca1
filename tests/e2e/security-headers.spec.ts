/**
 * The production build under its real security headers (config/security-headers.mjs, sent by the
 * mock server's --static mode): the policy is on the response, and sign-in, the privilege list and
 * a detail with its image, the profile menu, a profile photo preview (blob:), friend referral (QR)
 * and the mock game's frame raise no Content-Security-Policy violation, in Thai and English.
 * Screens: tests/artifacts/screens/csp-*-<lang>.png.
 */
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './support/fixtures';
import { LANGS, runsIn, t } from './support/i18n';

/** Collects violations from every frame (the DOM event) and the browser's CSP console errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __cspViolation?: (line: string) => void }).__cspViolation;
      report?.(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|frame-ancestors|X-Frame-Options/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** A small PNG drawn by the browser. */
async function smallPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = 'rgb(30, 120, 200)';
    ctx.fillRect(0, 0, 320, 240);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

for (const lang of LANGS) {
  test.describe(`security headers (${lang})`, () => {
    test.use({ lang });

    if (runsIn(lang, 'th')) test('the app works under its Content-Security-Policy: no violation on any screen', async ({ page, app }) => {
      await app.resetMock();
      const violations = await watchViolations(page);

      await app.step('the shell headers, sign-in and the privilege list', async () => {
        const shell = await page.goto('/');
        const policy = shell?.headers()['content-security-policy'] ?? '';
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("object-src 'none'");
        expect(shell?.headers()['x-content-type-options']).toBe('nosniff');

        // Sign in through the screens.
        await page.getByLabel(t(lang, 'auth.login.idLabel')).fill(DEMO.nationalId);
        await page.getByRole('button', { name: t(lang, 'auth.login.submit') }).click();
        await expect(page.getByText(t(lang, 'auth.verify.refCode'))).toBeVisible();
        await page.getByRole('textbox').first().click();
        await page.keyboard.type(DEMO.otp);
        await expect(page.getByText('250,000').first()).toBeVisible();

        await app.open('/privilege/privilege-list');
        await expect(page.getByTestId('privilege-card').first()).toBeVisible();
        await expect.poll(() => page.locator('[data-testid="privilege-card"] img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await app.shot('csp-privilege-list');
      });

      await app.step('privilege detail, profile menu and the photo crop', async () => {
        await app.open('/privilege/privilege-detail?privilege_id=PRV000101');
        const hero = page.getByTestId('privilege-detail').locator('img').first();
        await expect(hero).toBeVisible();
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await app.shot('csp-privilege-detail');

        await app.open('/other/profile-menu');
        await expect(page.getByTestId('member-card-points')).toHaveText(/\d/);
        await app.shot('csp-profile-menu');

        // The photo's crop preview is a blob: image.
        await page.getByRole('link', { name: t(lang, 'route.profileEdit.title') }).click();
        await page.getByTestId('photo-edit').click();
        await page.getByTestId('photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await smallPng(page) });
        await expect(page.getByTestId('photo-crop')).toBeVisible();
        await app.shot('csp-photo-crop');
      });

      await app.step('referral QR and the game frame', async () => {
        await app.open('/other/friend-referral');
        const qr = page.getByTestId('referral-qr');
        await expect(qr).toBeVisible();
        expect((await qr.boundingBox())?.width).toBeGreaterThan(150);
        await app.shot('csp-friend-referral');

        // The game frame (the mock's /__game/play on the same origin).
        await app.open('/game');
        await page.locator('[data-testid="game-card"][data-game-id="GAM000007"]').getByTestId('game-play').click();
        await page.waitForURL(/\/game\/play\?/);
        const frame = page.frameLocator('[data-testid="game-frame"]');
        await expect(frame.getByRole('heading')).toHaveText(lang === 'th' ? 'แตะดาว' : 'Tap the star');
        await app.shot('csp-game-play');
      });

      expect(violations).toEqual([]);
    });
  });
}
