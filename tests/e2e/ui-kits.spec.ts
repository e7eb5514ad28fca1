/**
 * The light kit and Mantine look like one app: screens of each kit side by side, in Thai and in
 * English (tests/artifacts/kit/side-by-side-*.png), with the tokens both read checked in the page.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, forEachLang, test } from './support/fixtures';

const PAIRS: Array<[string, string, string]> = [
  ['list-detail', '/privilege/privilege-list', '/privilege/privilege-detail?privilege_id=PRV000101'],
  ['login-menu', '/auth/login', '/other/profile-menu'],
];

async function sideBySide(page: Page, name: string, left: string, right: string, lang: string) {
  await page.setViewportSize({ width: 800, height: 844 });
  await page.goto('/version');
  await page.evaluate(
    ([l, r]) => {
      document.body.innerHTML = '';
      document.body.style.cssText = 'margin:0;display:flex;gap:20px;background:#666';
      for (const src of [l, r]) {
        const frame = document.createElement('iframe');
        frame.src = src as string;
        frame.style.cssText = 'width:390px;height:844px;border:0;background:#fff';
        document.body.append(frame);
      }
    },
    [left, right],
  );
  for (const frame of page.frames().slice(1)) await frame.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
  mkdirSync('tests/artifacts/kit', { recursive: true });
  await page.screenshot({ path: `tests/artifacts/kit/side-by-side-${name}-${lang}.png` });
}

test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

forEachLang('light kit and Mantine screens side by side share the tokens', async ({ page, app, lang }) => {
  await app.signIn();
  for (const [name, left, right] of PAIRS) await sideBySide(page, name, left, right, lang);

  // A Mantine button and a light-kit button in the same app use the same brand colour and font.
  await page.setViewportSize({ width: 390, height: 844 });
  await app.open('/privilege/privilege-detail?privilege_id=PRV000101');
  const mantine = await page.getByTestId('redeem-button').evaluate((el) => {
    const style = getComputedStyle(el);
    return { bg: style.backgroundColor, font: style.fontFamily, radius: style.borderTopLeftRadius };
  });
  await app.open('/auth/login');
  const light = await page.locator('form button[type="submit"]').evaluate((el) => {
    const style = getComputedStyle(el);
    return { bg: style.backgroundColor, font: style.fontFamily, radius: style.borderTopLeftRadius };
  });
  expect(mantine.bg).toBe(light.bg);
  expect(mantine.font).toContain('Noto Sans Thai');
  expect(light.font).toContain('Noto Sans Thai');
});
