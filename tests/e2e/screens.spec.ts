import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/i18n';
import { SCREEN_CASES } from './support/screens';

/**
 * Every screen of the route table, in Thai and in English: it renders its title (no blank screen),
 * a screenshot is kept under tests/artifacts/screens, and axe finds no serious or critical
 * violation.
 */
// The sweep is the longest file (about 110 tests, each signing in on its own): its tests may run on
// every worker, so it does not keep one worker busy while the other has finished.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['th', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`every screen [${lang}]`, () => {
    test.use({ lang });

    for (const screen of SCREEN_CASES) {
      test(`${screen.url} [${lang}]`, async ({ page, app, request, mockUrl }) => {
        if (screen.signedIn) await app.signIn();
        if (screen.needsNewTerms) {
          expect((await request.post(`${mockUrl}/__mock/consent`, { data: { bump: 'consent' } })).ok()).toBe(true);
          test.info().annotations.push({ type: 'mock', description: 'new terms version published; reset after' });
        }
        try {
          await app.open(screen.url);
          await expect(page.locator('#root')).not.toBeEmpty();
          await page.waitForLoadState('networkidle');
          await expect(page).toHaveTitle(new RegExp(escape(t(lang, screen.titleKey))));
          await app.shot(`screen${screen.path.replace(/\//g, '_')}`);
          await app.expectAccessible();
        } finally {
          if (screen.needsNewTerms) await app.resetMock();
        }
      });
    }
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
