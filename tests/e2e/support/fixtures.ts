import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { TOKEN_KEY, serverUrl } from './server';
import type { Lang } from './i18n';

export const DEMO = {
  nationalId: '1101700230708',
  otp: '123456',
} as const;

type Fixtures = {
  /** The language the test starts in (stored in localStorage 'lang' before the app loads). */
  lang: Lang;
  /** Helpers bound to this test's page. */
  app: App;
};

type WorkerFixtures = { mockUrl: string };

export interface App {
  /** Opens a path (relative to the app origin). */
  open(path: string): Promise<void>;
  /** Signs in through the API (not the UI) and stores the session token as the app does. */
  signIn(idNumber?: string): Promise<string>;
  /** Resets the mock backend's data and clock. */
  resetMock(): Promise<void>;
  /** Full-page screenshot kept under tests/artifacts/screens/<name>-<lang>.png. */
  shot(name: string): Promise<void>;
  /** Fails on any serious or critical axe violation of the current screen. */
  expectAccessible(): Promise<void>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  lang: ['th', { option: true }],
  // parallelIndex, not workerIndex: a worker started for a retry takes over the slot (and server) of the
  // one it replaces, so two running workers never share a mock server.
  mockUrl: [async ({}, use, workerInfo) => use(serverUrl(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ mockUrl }, use) => use(mockUrl),
  page: async ({ page, lang }, use) => {
    await page.addInitScript((initial) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', initial);
    }, lang);
    await use(page);
  },
  app: async ({ page, lang, mockUrl, request }, use) => {
    const app: App = {
      open: async (path) => {
        await page.goto(path);
      },
      signIn: async (idNumber = DEMO.nationalId) => {
        const idType = /^\d{13}$/.test(idNumber) ? 'national_id' : 'passport';
        const challenge = await request.post(`${mockUrl}/api/Auth/RequestOTP`, { data: { id_type: idType, id_number: idNumber } });
        expect(challenge.status(), await challenge.text()).toBe(200);
        const { data: otp } = (await challenge.json()) as { data: { transaction_id: string } };
        const verified = await request.post(`${mockUrl}/api/Auth/VerifyOTP`, { data: { transaction_id: otp.transaction_id, otp: DEMO.otp } });
        expect(verified.status(), await verified.text()).toBe(200);
        const { data: session } = (await verified.json()) as { data: { token: string } };
        if (page.url() === 'about:blank') await page.goto('/version');
        await page.evaluate(([key, token]) => sessionStorage.setItem(key, token), [TOKEN_KEY, session.token] as const);
        return session.token;
      },
      resetMock: async () => {
        const res = await request.post(`${mockUrl}/__mock/reset`);
        expect(res.ok()).toBe(true);
      },
      shot: async (name) => {
        mkdirSync('tests/artifacts/screens', { recursive: true });
        await page.screenshot({ path: `tests/artifacts/screens/${name}-${lang}.png`, fullPage: true });
      },
      expectAccessible: async () => {
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
        ).toEqual([]);
      },
    };
    await use(app);
  },
});

export { expect };

/** Runs `body` once per language as its own test, titled with the language. */
export function forEachLang(title: string, body: (args: { page: Page; app: App; lang: Lang }) => Promise<void>): void {
  for (const lang of ['th', 'en'] as const) {
    test.describe(`${lang}`, () => {
      test.use({ lang });
      test(`${title} [${lang}]`, async ({ page, app }) => body({ page, app, lang }));
    });
  }
}
