import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { TOKEN_KEY, serverUrl } from './server';
import type { Lang } from './i18n';
import { StepTimer } from './profile';
import { EXPECT_TIMEOUT, STEP_TIMEOUT } from './timeouts';

/** Screenshots under tests/artifacts/screens: on a developer's machine, and in CI only when asked for. */
const KEEP_SCREENSHOTS = process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';

export const DEMO = {
  nationalId: '1101700230708',
  otp: '123456',
} as const;

type Fixtures = {
  /** The language the test starts in (stored in localStorage 'lang' before the app loads). */
  lang: Lang;
  /** Helpers bound to this test's page. */
  app: App;
  /** Times the test's steps by kind (support/profile.ts). */
  timer: StepTimer;
};

type WorkerFixtures = { mockUrl: string };

/** The fault kinds of the mock runtime (mocks/runtime/faults.ts). */
type MockFaultKind = 'server-error' | 'unavailable' | 'timeout' | 'network' | 'lost-answer' | 'gateway-after-commit';

export interface App {
  /** Opens a path (relative to the app origin). */
  open(path: string): Promise<void>;
  /**
   * Starts over as a fresh device in the same page: the app's origin without the app (the mock's health
   * page), its local and session storage emptied. Cheaper than a new test (a new page costs a new renderer
   * process, and its first load of the app about 1.5 CPU-s more than a later one), so a test may check
   * several alike cases, one `app.step` each.
   */
  freshDevice(): Promise<void>;
  /** Signs in through the API (not the UI) and stores the session token as the app does. */
  signIn(idNumber?: string): Promise<string>;
  /** Resets the mock backend's data and clock. */
  resetMock(): Promise<void>;
  /**
   * Forces a fault on this worker's mock server (`POST /__mock/faults`): `'POST /api/Redemption/Redeem'`,
   * `'gateway-after-commit'`, `{ once: true, status: 504 }` (mocks/RUNTIME.md); `clearFaults()` ends them.
   */
  forceFault(target: string, kind: MockFaultKind, options?: { once?: boolean; status?: 502 | 504 }): Promise<void>;
  clearFaults(): Promise<void>;
  /** The demo member's balance as the mock server has it now (`GET /__mock/state`). */
  serverPoints(customerId?: string): Promise<number>;
  /** Full-page screenshot kept under tests/artifacts/screens/<name>-<lang>.png. */
  shot(name: string): Promise<void>;
  /**
   * The screen is accessible. In Thai (the default language) axe runs in full: no serious or critical
   * violation on the screen (or in `include`, a selector). In English, where styles, colours and structure
   * are the Thai screen's and only the texts differ, the checks that depend on the language: `<html lang>`
   * is English, and every control, link, image and dialog in the browser's own accessibility tree has a
   * name. Injecting axe into each new document is most of axe's cost (about 0.45 CPU-s a check), so it
   * runs once per screen, not once per language.
   */
  expectAccessible(include?: string): Promise<void>;
  /**
   * One part of a long test, with its own timeout (STEP_TIMEOUT, added to the test's) and its own
   * allowance of at most three page loads (support/profile.ts MAX_LOADS).
   */
  step(title: string, body: () => Promise<void>): Promise<void>;
  /**
   * Waits until the screen has settled: the app shows a screen (`#root` takes input and its `main` has
   * content), nothing is marked busy (`aria-busy`: skeletons, the start-up shell), every image and web
   * font has loaded, and no request of the page is in flight; all of it seen twice in a row, one
   * animation frame apart.
   */
  settled(): Promise<void>;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  lang: ['th', { option: true }],
  // parallelIndex, not workerIndex: a worker started for a retry takes over the slot (and server) of the
  // one it replaces, so two running workers never share a mock server.
  mockUrl: [async ({}, use, workerInfo) => use(serverUrl(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ mockUrl }, use) => use(mockUrl),
  timer: async ({}, use, testInfo) => {
    const timer = new StepTimer();
    await use(timer);
    await timer.attach(testInfo);
  },
  page: async ({ page, lang, timer }, use) => {
    timer.instrument(page);
    inFlight.set(page, new Set());
    page.on('request', (request) => inFlight.get(page)?.add(request));
    page.on('requestfinished', (request) => inFlight.get(page)?.delete(request));
    page.on('requestfailed', (request) => inFlight.get(page)?.delete(request));
    await page.addInitScript((initial) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', initial);
    }, lang);
    await use(page);
  },
  app: async ({ page, lang, mockUrl, request, timer }, use) => {
    const app: App = {
      open: async (path) => {
        await page.goto(path);
      },
      freshDevice: async () => {
        await page.goto('/__mock/health');
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      },
      signIn: (idNumber = DEMO.nationalId) => timer.time('sign-in', async () => {
        const idType = /^\d{13}$/.test(idNumber) ? 'national_id' : 'passport';
        const challenge = await request.post(`${mockUrl}/api/Auth/RequestOTP`, { data: { id_type: idType, id_number: idNumber } });
        expect(challenge.status(), await challenge.text()).toBe(200);
        const { data: otp } = (await challenge.json()) as { data: { transaction_id: string } };
        const verified = await request.post(`${mockUrl}/api/Auth/VerifyOTP`, { data: { transaction_id: otp.transaction_id, otp: DEMO.otp } });
        expect(verified.status(), await verified.text()).toBe(200);
        const { data: session } = (await verified.json()) as { data: { token: string } };
        // The session lives in the tab's sessionStorage of the app's origin: a page of that origin
        // that does not start the app is enough to put it there.
        if (page.url() === 'about:blank') await page.goto('/__mock/health');
        await page.evaluate(([key, token]) => sessionStorage.setItem(key, token), [TOKEN_KEY, session.token] as const);
        return session.token;
      }),
      resetMock: () => timer.time('mock control', async () => {
        const res = await request.post(`${mockUrl}/__mock/reset`);
        expect(res.ok()).toBe(true);
      }),
      forceFault: (target, kind, options = {}) => timer.time('mock control', async () => {
        const res = await request.post(`${mockUrl}/__mock/faults`, { data: { target, kind, ...options } });
        expect(res.ok(), await res.text()).toBe(true);
      }),
      clearFaults: () => timer.time('mock control', async () => {
        expect((await request.delete(`${mockUrl}/__mock/faults`)).ok()).toBe(true);
      }),
      serverPoints: async (customerId = 'CUS0000123') => {
        const res = await request.get(`${mockUrl}/__mock/state`);
        const state = (await res.json()) as { collections: { customers: Array<{ customer_id: string; point: number }> } };
        const customer = state.collections.customers.find((c) => c.customer_id === customerId);
        if (!customer) throw new Error(`no customer ${customerId} in the mock state`);
        return customer.point;
      },
      shot: async (name) => {
        // The screenshot waits for the web fonts itself; waited for first, so the two are timed apart.
        await timer.time('font wait', () => page.evaluate(() => document.fonts.ready.then(() => undefined)));
        // For people to look at: CI, where nobody does, skips the encoding (a tenth of the end-to-end
        // run's time went to it) unless E2E_SCREENSHOTS=1.
        if (!KEEP_SCREENSHOTS) return;
        mkdirSync('tests/artifacts/screens', { recursive: true });
        // One image pixel per CSS pixel (390 wide): the phone's 2.6 device pixels per CSS pixel would make
        // each image seven times larger to encode and no easier to review.
        await page.screenshot({ path: `tests/artifacts/screens/${name}-${lang}.png`, fullPage: true, scale: 'css' });
      },
      step: (title, body) => {
        // Each step brings its own time: the test's timeout grows by one step's.
        base.info().setTimeout(base.info().timeout + STEP_TIMEOUT);
        return base.step(title, async () => {
          timer.beginStep();
          await body();
        }, { timeout: STEP_TIMEOUT });
      },
      expectAccessible: (include) => timer.time('axe', async () => {
        if (lang !== 'th') return expectNamed(page, lang);
        // Only violations are read, so axe is asked for no details of what passed. Axe runs in the page
        // itself (legacy mode): the same rules, without a second page opened to merge frame results,
        // which took half of each check. Same-origin frames are still checked; a cross-origin one (a game
        // provider's page) is not, as it is not the app's to fix.
        let builder = new AxeBuilder({ page });
        if (include) builder = builder.include(include);
        const results = await builder
          .setLegacyMode(true)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .options({ resultTypes: ['violations'] })
          .analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`),
        ).toEqual([]);
      }),
      settled: () => timer.time('ready wait', () => settled(page)),
    };
    await use(app);
  },
});

export { expect };

/**
 * The browser's own 404 for /favicon.ico after `signIn()`: the page of the origin it opens to store
 * the session (`/__mock/health`, JSON) names no icon, so the browser asks for that one, and on a
 * slower run the answer comes in while the test goes on. The app's pages name theirs (index.html),
 * so they never ask for it: a test that counts console errors leaves this one out.
 */
export function isSignInFaviconMiss(message: ConsoleMessage): boolean {
  return message.type() === 'error' && new URL(message.location().url || 'about:blank').pathname === '/favicon.ico';
}

/** A node of Chromium's accessibility tree (CDP `Accessibility.getFullAXTree`), the fields read here. */
interface AXNode {
  ignored: boolean;
  role?: { value?: unknown };
  name?: { value?: unknown };
  backendDOMNodeId?: number;
}

/**
 * Roles that must have an accessible name (WAI-ARIA: name required), as Chromium names them: what axe's
 * name rules check (button-name, link-name, label, select-name, image-alt, aria-*-name, …).
 */
const NAMED_ROLES = new Set([
  'button', 'link', 'checkbox', 'radio', 'switch', 'textbox', 'searchbox', 'combobox', 'listbox', 'spinbutton', 'slider',
  'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'treeitem', 'image', 'img', 'dialog', 'alertdialog',
  'progressbar', 'meter', 'tooltip',
]);

/** The language-dependent accessibility checks (`App.expectAccessible` in English): see there. */
async function expectNamed(page: Page, lang: Lang): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang), '<html lang>').toBe(lang);
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const unnamed = nodes.filter((n) => !n.ignored && NAMED_ROLES.has(String(n.role?.value)) && !String(n.name?.value ?? '').trim());
    const described = await Promise.all(
      unnamed.map(async (n) => {
        const { node } = (await cdp.send('DOM.describeNode', { backendNodeId: n.backendDOMNodeId })) as { node: { localName: string; attributes?: string[] } };
        const attributes = node.attributes ?? [];
        // Chromium calls an inline <svg> an image; like axe (svg-img-alt), only one marked role="img" needs a name.
        const roleAttribute = attributes[attributes.indexOf('role') + 1];
        if (node.localName === 'svg' && (!attributes.includes('role') || roleAttribute !== 'img')) return undefined;
        return `${String(n.role?.value)} without a name: <${node.localName} ${attributes.join(' ')}>`;
      }),
    );
    expect(described.filter(Boolean)).toEqual([]);
  } finally {
    await cdp.detach();
  }
}

/** The requests of each test page that have started and not yet finished or failed. */
const inFlight = new WeakMap<Page, Set<Request>>();

async function settled(page: Page): Promise<void> {
  const pending = () => [...(inFlight.get(page) ?? [])].map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
  const state = () =>
    page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      return {
        // A screen of the app, not static HTML waiting for it (inert) and not a lazy screen on its way (empty main).
        screen: (() => {
          const root = document.getElementById('root');
          return !!root && !root.inert && (root.querySelector('main')?.childElementCount ?? 0) > 0;
        })(),
        busy: document.querySelectorAll('[aria-busy="true"]').length,
        images: [...document.images].filter((img) => !img.complete).length,
        fonts: document.fonts.status,
      };
    });
  const ready = { screen: true, busy: 0, images: 0, fonts: 'loaded' };
  await expect(async () => {
    for (let seen = 0; seen < 2; seen++) {
      expect(pending(), 'requests in flight').toEqual([]);
      expect(await state()).toEqual(ready);
    }
    expect(pending(), 'requests in flight').toEqual([]);
  }).toPass({ intervals: [25, 50, 100, 250], timeout: EXPECT_TIMEOUT });
}

/** Runs `body` once per language as its own test, titled with the language. */
export function forEachLang(title: string, body: (args: { page: Page; app: App; lang: Lang }) => Promise<void>): void {
  for (const lang of ['th', 'en'] as const) {
    test.describe(`${lang}`, () => {
      test.use({ lang });
      test(`${title} [${lang}]`, async ({ page, app }) => body({ page, app, lang }));
    });
  }
}
