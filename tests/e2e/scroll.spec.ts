/**
 * Scroll positions: Back from a privilege detail returns to where the member was in the list, a
 * category filter keeps the position, and a new screen starts at the top.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const LIST = '/privilege/privilege-list';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test.beforeEach(async ({ app }) => {
  await app.resetMock();
});

test('back from a detail restores the list position; a filter keeps it; a new screen starts at the top', async ({ page, app }) => {
  await app.signIn();
  await app.open(LIST);
  const cards = page.getByTestId('privilege-card');
  await expect(cards.first()).toBeVisible();
  // Load more than a screenful, then stop part-way down the list (once what loads after the list's
  // first paint, such as the partner tiles above it, is there: it moves the list down).
  await expect.poll(async () => cards.count()).toBeGreaterThan(8);
  await app.settled();
  const target = cards.nth(7);
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(500);

  // A new screen starts at the top.
  await target.click();
  await expect(page).toHaveURL(/privilege-detail/);
  await expect(page.getByTestId('privilege-detail')).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Back returns to the same place.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect.poll(() => scrollY(page)).toBe(before);

  // A filter change keeps the position.
  await page.evaluate(() => window.scrollTo(0, 150));
  // A click without Playwright's own scrolling into view.
  await page.locator('[data-category]').first().evaluate((chip) => (chip as HTMLButtonElement).click());
  await expect(page).toHaveURL(/category=/);
  await expect(cards.first()).toBeVisible();
  // Once the filtered list has settled, a reset to the top would have happened.
  await app.settled();
  expect(await scrollY(page)).toBe(150);
});
