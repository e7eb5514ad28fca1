import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUDGETS } from '../tools/budgets.mjs';
import { expect, test } from './support/fixtures';

/**
 * What the browser really loads for the first screen of the production build: every JS and CSS
 * file requested until the screen is idle, measured as gzip of the built file.
 */
async function measure(page: Page, open: () => Promise<void>) {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/static/')) files.add(pathname);
  });
  await open();
  await page.waitForLoadState('networkidle');
  const size = (ext: string) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipSync(readFileSync(`dist${f}`), { level: 9 }).length, 0);
  return { js: size('.js'), css: size('.css'), files: [...files] };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test('a first visit (→ login) loads at most the first-route budgets', async ({ page, app }) => {
  const { js, css } = await measure(page, () => app.open('/'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  console.log(`first visit: JS ${kb(js)}, CSS ${kb(css)} (gzip)`);
  expect(js, `JS ${kb(js)}`).toBeLessThanOrEqual(BUDGETS.firstRouteJs);
  expect(css, `CSS ${kb(css)}`).toBeLessThanOrEqual(BUDGETS.firstRouteCss);
});

test('a signed-in member opening the privilege list loads at most the first-route budgets', async ({ page, app }) => {
  await app.signIn();
  await page.goto('about:blank');
  const { js, css } = await measure(page, () => app.open('/privilege/privilege-list'));
  console.log(`privilege list: JS ${kb(js)}, CSS ${kb(css)} (gzip)`);
  expect(js, `JS ${kb(js)}`).toBeLessThanOrEqual(BUDGETS.firstRouteJs);
  expect(css, `CSS ${kb(css)}`).toBeLessThanOrEqual(BUDGETS.firstRouteCss);
});
