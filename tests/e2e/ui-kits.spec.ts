/**
 * The light kit and Mantine look like one app: screens of each kit side by side, in Thai and in
 * English (tests/artifacts/kit/side-by-side-*.png), with the tokens both read checked in the page.
 */
import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, forEachLang, test, type App } from './support/fixtures';

const PAIRS: Array<[string, string, string]> = [
  ['detail-step', '/privilege/privilege-detail?privilege_id=PRV000107', '/privilege/privilege-detail?privilege_id=PRV000107&step=redeem'],
  ['login-menu', '/auth/login', '/other/profile-menu'],
];

/** Each screen shot alone at 390×844, then both shown side by side (the app refuses to be framed). */
async function sideBySide(page: Page, app: App, name: string, left: string, right: string, lang: string) {
  const shots: string[] = [];
  for (const path of [left, right]) {
    await page.goto(path);
    await page.locator('#root[data-app]').waitFor();
    await app.settled();
    // Transitions and animations shown at their end state.
    shots.push((await page.screenshot({ animations: 'disabled' })).toString('base64'));
  }
  await page.setViewportSize({ width: 800, height: 844 });
  await page.setContent(
    `<body style="margin:0;display:flex;gap:20px;background:#666">${shots.map((b64) => `<img src="data:image/png;base64,${b64}" style="width:390px;height:844px">`).join('')}</body>`,
  );
  mkdirSync('tests/artifacts/kit', { recursive: true });
  await page.screenshot({ path: `tests/artifacts/kit/side-by-side-${name}-${lang}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

forEachLang('light kit and Mantine screens side by side share the tokens', async ({ page, app, lang }) => {
  await app.signIn();
  for (const [name, left, right] of PAIRS) await app.step(`side by side: ${name}`, () => sideBySide(page, app, name, left, right, lang));

  // A button on a Mantine screen (the redeem step) and on a light screen (the detail it opens from) use the
  // same brand colour and font.
  await app.step('a Mantine button and a light-kit button share colour and font', async () => {
    await app.open('/privilege/privilege-detail?privilege_id=PRV000107&step=redeem');
    await expect(page.getByTestId('redeem-confirm')).toBeEnabled(); // once the default address is chosen
    const mantine = await page.getByTestId('redeem-confirm').evaluate((el) => {
      const style = getComputedStyle(el);
      return { bg: style.backgroundColor, font: style.fontFamily, radius: style.borderTopLeftRadius };
    });
    await app.open('/privilege/privilege-detail?privilege_id=PRV000107');
    const light = await page.getByTestId('redeem-button').evaluate((el) => {
      const style = getComputedStyle(el);
      return { bg: style.backgroundColor, font: style.fontFamily, radius: style.borderTopLeftRadius };
    });
    expect(await page.getByTestId('redeem-button').getAttribute('class')).not.toMatch(/mantine/);
    expect(mantine.bg).toBe(light.bg);
    expect(mantine.font).toContain('Noto Sans Thai');
    expect(light.font).toContain('Noto Sans Thai');
  });
});
