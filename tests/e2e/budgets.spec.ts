import type { Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUDGETS, FIRST_ROUTES, PREFETCHED_ROUTES } from '../../config/budgets.mjs';
import { expect, test } from './support/fixtures';
import { timeout } from './support/timeouts';

interface Chunk {
  files: string[];
  origins: string[];
}

/** Files that only the idle prefetch of the privilege list loads (from the build's chunk graph). */
function prefetchedFiles(): Set<string> {
  const file = '.tmp/build-chunks.json';
  if (!existsSync(file)) return new Set();
  const chunks = JSON.parse(readFileSync(file, 'utf8')) as Chunk[];
  const firstRoute = new Set(Object.values(FIRST_ROUTES).flat());
  const loaded = (requests: Set<string>) => new Set(chunks.filter((c) => c.origins.some((o) => requests.has(o))).flatMap((c) => c.files));
  const mine = loaded(firstRoute);
  return new Set([...loaded(new Set(PREFETCHED_ROUTES))].filter((f) => !mine.has(f)).map((f) => `/${f}`));
}

/**
 * What the browser really loads for the first screen of the production build: every JS and CSS
 * file requested until the screen is idle, measured as gzip of the built file. Files the privilege
 * list prefetches when idle (route-table `prefetchOnIdle`) are reported apart.
 */
async function measure(page: Page, open: () => Promise<void>) {
  const files = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|css)$/.test(pathname) && pathname.startsWith('/static/')) files.add(pathname);
  });
  await open();
  await page.waitForLoadState('networkidle');
  const prefetch = prefetchedFiles();
  const size = (list: string[], ext: string) =>
    list.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipSync(readFileSync(`dist${f}`), { level: 9 }).length, 0);
  const own = [...files].filter((f) => !prefetch.has(f));
  const ahead = [...files].filter((f) => prefetch.has(f));
  return { js: size(own, '.js'), css: size(own, '.css'), prefetchedJs: size(ahead, '.js'), files: own, requested: () => [...files], prefetch };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

// Each test starts on the mock's seed data (another spec may have left new terms to accept).
test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

test('a first visit (→ login) loads at most the first-route budgets, without Mantine', async ({ page, app }) => {
  const { js, css, files } = await measure(page, () => app.open('/'));
  await expect(page).toHaveURL(/\/auth\/login$/);
  console.log(`first visit: JS ${kb(js)}, CSS ${kb(css)} (gzip)`);
  expect(js, `JS ${kb(js)}`).toBeLessThanOrEqual(BUDGETS.firstRouteJs);
  expect(css, `CSS ${kb(css)}`).toBeLessThanOrEqual(BUDGETS.firstScreenCss);
  expect(files.filter((f) => f.includes('mantine'))).toEqual([]);
});

test('a signed-in member opening the privilege list loads at most the first-route budgets, then prefetches the detail', async ({ page, app }) => {
  await app.signIn();
  await page.goto('about:blank');
  const { js, css, prefetchedJs, files, requested, prefetch } = await measure(page, () => app.open('/privilege/privilege-list'));
  console.log(`privilege list: JS ${kb(js)}, CSS ${kb(css)} (gzip); prefetched when idle: JS ${kb(prefetchedJs)}`);
  expect(js, `JS ${kb(js)}`).toBeLessThanOrEqual(BUDGETS.firstRouteJs);
  expect(css, `CSS ${kb(css)}`).toBeLessThanOrEqual(BUDGETS.firstScreenCss);
  expect(files.filter((f) => f.includes('mantine'))).toEqual([]);
  // Once idle, the list fetches the detail's chunks (Mantine's among them), so a tap does not wait.
  await expect.poll(() => requested().filter((f) => prefetch.has(f)).length, { timeout: timeout(10_000) }).toBeGreaterThan(0);
});
