import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';

/**
 * A member screen is fetched only for a visitor the guard lets through: a visitor without a session
 * who opens a member address is sent to sign-in, and the browser never asks for that screen's chunk
 * (found in the build's chunk graph, .tmp/build-chunks.json) nor for its data (the API reads its
 * loader or its render would make). A member opening the same address asks for both, which shows
 * the chunk and the reads are the right ones to look for.
 */
interface Chunk {
  files: string[];
  modules: string[];
}

const MEMBER_SCREENS = [
  { path: '/history', module: './src/features/history/screens/HistoryScreen.tsx', data: ['/api/History/Redemptions', '/api/Redemption/ActiveEcodes'] },
  { path: '/other/profile-menu', module: './src/features/account/screens/AccountMenuScreen.tsx', data: ['/api/Customer/GetPoint'] },
];

/** The files of the chunk holding the screen's own module, as the build wrote them. */
function screenFiles(module: string): string[] {
  const chunks = JSON.parse(readFileSync('.tmp/build-chunks.json', 'utf8')) as Chunk[];
  return chunks.filter((chunk) => chunk.modules.some((name) => name.split(' + ')[0] === module)).flatMap((chunk) => chunk.files.map((file) => `/${file}`));
}

function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

for (const screen of MEMBER_SCREENS) {
  test(`a visitor without a session sent from ${screen.path} to sign-in asks for neither its chunk nor its data`, async ({ page, app }) => {
    const files = screenFiles(screen.module);
    expect(files.filter((file) => file.endsWith('.js')), `the build's chunk of ${screen.module}`).toHaveLength(1);

    await app.step('a visitor: sign-in, nothing of the member screen', async () => {
      const requested = recordRequests(page);
      await page.goto(screen.path);
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
      await expect(page.locator('#root[data-app]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => path.startsWith('/static/js/')).length, 'the app\'s own chunks were recorded').toBeGreaterThan(0);
      const asked = { chunk: requested.filter((path) => files.includes(path)), data: requested.filter((path) => screen.data.includes(path)) };
      expect(asked, 'what was asked for of the member screen').toEqual({ chunk: [], data: [] });
    });

    await app.step('a member: the same address asks for both', async () => {
      // The mock as seeded: a spec run before on this worker may have left new terms to accept.
      await app.resetMock();
      await app.signIn();
      const requested = recordRequests(page);
      await page.goto(screen.path);
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      await expect(page.locator('#root[data-app]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(requested.filter((path) => files.includes(path)).length, 'the screen\'s chunk').toBeGreaterThan(0);
      expect(screen.data.filter((path) => !requested.includes(path)), 'reads not asked for').toEqual([]);
    });
  });
}
