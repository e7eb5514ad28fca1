import type { Page } from '@playwright/test';
import { expect, forEachLang, test } from './support/fixtures';
import { t } from './support/i18n';

/**
 * The generic dialog's boxes in the production build (docs/spec.md §2, §9): 327 px wide with buttons
 * at least 124 px side by side from 359 px viewports up; narrower, it fills the width less its 16 px
 * margins and the buttons stack, each as wide as the dialog's content. Measured on the logout
 * confirmation (two buttons), one page resized through the widths.
 */
async function boxes(page: Page) {
  const dialog = page.getByTestId('app-dialog');
  const buttons = dialog.locator('[data-action]');
  await expect(buttons).toHaveCount(2);
  const [box, first, second] = await Promise.all([dialog.boundingBox(), buttons.nth(0).boundingBox(), buttons.nth(1).boundingBox()]);
  if (!box || !first || !second) throw new Error('the dialog or its buttons have no box');
  const padding = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
  });
  return { box, first, second, inner: box.width - padding };
}

// Each test starts on the mock's seed data (another spec may have left new terms to accept).
test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

forEachLang('generic dialog: 327 px with buttons side by side from 359 px, full width with stacked buttons below', async ({ page, app, lang }) => {
  await app.signIn();
  await app.open('/other/profile-menu');
  await page.getByRole('button', { name: t(lang, 'logout.action') }).click();
  await expect(page.getByTestId('app-dialog')).toBeVisible();

  for (const width of [390, 359]) {
    await page.setViewportSize({ width, height: 844 });
    const { box, first, second } = await boxes(page);
    expect(box.width, `dialog at ${width}`).toBeCloseTo(327, 0);
    expect(box.x, `centred at ${width}`).toBeCloseTo((width - 327) / 2, 0);
    for (const button of [first, second]) expect(button.width, `button at ${width}`).toBeGreaterThanOrEqual(124);
    // Each label on one line (the logout label is one Thai word).
    const lines = await page.getByTestId('app-dialog').locator('[data-action]').evaluateAll((els) =>
      els.map((el) => {
        // The label's text lines: the distinct tops of its text's boxes (a few px apart at most on one line).
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const tops: number[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) tops.push(rect.top);
        }
        return tops.length;
      }),
    );
    expect(lines, `one-line labels at ${width}`).toEqual([1, 1]);
    expect(second.y, `side by side at ${width}`).toBeCloseTo(first.y, 0);
    if (width === 390) await page.screenshot({ path: `tests/artifacts/screens/dialog-390-${lang}.png`, scale: 'css' });
  }

  for (const width of [358, 340, 320]) {
    await page.setViewportSize({ width, height: 844 });
    const { box, first, second, inner } = await boxes(page);
    expect(box.width, `dialog at ${width}`).toBeCloseTo(width - 32, 0);
    expect(box.x, `margin at ${width}`).toBeCloseTo(16, 0);
    expect(second.y, `stacked at ${width}`).toBeGreaterThanOrEqual(first.y + first.height);
    for (const button of [first, second]) expect(button.width, `full-width button at ${width}`).toBeCloseTo(inner, 0);
    if (width === 320) await page.screenshot({ path: `tests/artifacts/screens/dialog-320-${lang}.png`, scale: 'css' });
  }
});
