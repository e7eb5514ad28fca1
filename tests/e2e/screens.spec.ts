import { expect, isSignInFaviconMiss, test } from './support/fixtures';
import { t, type Lang } from './support/i18n';
import { SCREEN_CASES, type ScreenCase } from './support/screens';

/**
 * Every screen of the route table, in Thai and in English: it renders its title (no blank screen),
 * logs no console error and throws nothing uncaught, a screenshot is kept under tests/artifacts/screens,
 * and it is accessible (`app.expectAccessible`: axe in full in Thai; in English the checks that depend on
 * the language). (`npm run line:check` reads the Thai half for its title and console lines.)
 *
 * A few screens to a test, each in a step of its own with its own timeout (`app.step`): the step starts over as a
 * fresh device (no storage, a new session for a member screen), opens the screen once and waits for
 * it to settle (support/fixtures.ts `settled`).
 */
// The tests may run on every worker, so the sweep keeps both busy to the end.
test.describe.configure({ mode: 'parallel' });

const SCREENS_PER_TEST = 4;

/** Screens alike in session, a few to a group; the terms screen (it changes the mock's data) alone. */
function groups(cases: readonly ScreenCase[]): ScreenCase[][] {
  const alike = [cases.filter((c) => c.needsNewTerms), cases.filter((c) => c.signedIn && !c.needsNewTerms), cases.filter((c) => !c.signedIn)];
  return alike.flatMap((list) => Array.from({ length: Math.ceil(list.length / SCREENS_PER_TEST) }, (_, i) => list.slice(i * SCREENS_PER_TEST, (i + 1) * SCREENS_PER_TEST)));
}

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`every screen [${lang}]`, () => {
    test.use({ lang });

    for (const group of groups(SCREEN_CASES)) {
      test(`${group.map((screen) => screen.url).join(' ')} [${lang}]`, async ({ page, app, request, mockUrl }) => {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' && !isSignInFaviconMiss(message)) errors.push(`console error: ${message.text()}`);
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
        for (const screen of group) {
          await app.step(`${screen.url} [${lang}]`, async () => {
            await app.freshDevice();
            if (screen.signedIn) await app.signIn();
            if (screen.needsNewTerms) {
              expect((await request.post(`${mockUrl}/__mock/consent`, { data: { bump: 'consent' } })).ok()).toBe(true);
              test.info().annotations.push({ type: 'mock', description: 'new terms version published; reset after' });
            }
            errors.length = 0;
            try {
              await app.open(screen.url);
              await expect(page.locator('#root')).not.toBeEmpty();
              await app.settled();
              await expect(page).toHaveTitle(new RegExp(escape(t(lang, screen.titleKey))));
              await app.shot(`screen${screen.path.replace(/\//g, '_')}`);
              await app.expectAccessible();
              expect(errors, `console errors on ${screen.url}`).toEqual([]);
            } finally {
              if (screen.needsNewTerms) await app.resetMock();
            }
          });
        }
      });
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
