import type { Page, TestInfo } from '@playwright/test';

/**
 * Where an end-to-end test spends its time, by kind of step. The page's navigation, wait and screenshot
 * methods and the fixture's helpers are timed (outermost call only: a screenshot inside `app.shot` counts
 * once); each test attaches its totals to the JSON report as `step-timings`, and
 * `node tests/tools/e2e-profile.mjs` sums them up. What is not timed here (locator actions, assertions)
 * is the rest of the test's duration.
 */
export type StepKind =
  | 'navigation'
  | 'network idle'
  | 'load wait'
  | 'ready wait'
  | 'screenshot'
  | 'font wait'
  | 'axe'
  | 'sign-in'
  | 'mock control'
  | 'fixed sleep';

const STEP_TIMINGS = 'step-timings';

/** Page loads of the app (goto, reload, back, forward) allowed in one test, or in one `app.step` of a test. */
const MAX_LOADS = 3;

export class StepTimer {
  private depth = 0;
  /** Page loads since the test or its current `app.step` began. */
  private loads = 0;
  private readonly totals = new Map<StepKind, { count: number; ms: number }>();

  async time<T>(kind: StepKind, run: () => Promise<T>): Promise<T> {
    if (this.depth > 0) return run();
    this.depth++;
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.depth--;
      const entry = this.totals.get(kind) ?? { count: 0, ms: 0 };
      entry.count++;
      entry.ms += performance.now() - started;
      this.totals.set(kind, entry);
    }
  }

  /** A new `app.step` begins: it has its own timeout, and its own allowance of page loads. */
  beginStep(): void {
    this.loads = 0;
  }

  /**
   * Counts a page load; a test (or step) with more than MAX_LOADS fails at once: a long chain of screens
   * in one timeout is what times out on a busy machine. Split it into `app.step`s.
   */
  private countLoad(name: string): void {
    this.loads++;
    if (this.loads > MAX_LOADS) {
      throw new Error(`page.${name}: more than ${MAX_LOADS} page loads in one test or app.step; split it into app.step()s of at most ${MAX_LOADS}`);
    }
  }

  /** Times the page's own navigation, wait and screenshot methods. */
  instrument(page: Page): void {
    const wrap = <K extends 'goto' | 'reload' | 'goBack' | 'goForward' | 'waitForURL' | 'screenshot' | 'waitForTimeout'>(
      name: K,
      kind: StepKind,
    ) => {
      const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
      (page as unknown as Record<K, unknown>)[name] = (...args: unknown[]) => {
        // The mock's own pages (`/__mock/health`, where a session is put in place) are not the app's.
        const mockPage = name === 'goto' && String(args[0]).includes('/__mock/');
        if (kind === 'navigation' && name !== 'waitForURL' && !mockPage) this.countLoad(name);
        return this.time(kind, () => original(...args));
      };
    };
    wrap('goto', 'navigation');
    wrap('reload', 'navigation');
    wrap('goBack', 'navigation');
    wrap('goForward', 'navigation');
    wrap('waitForURL', 'navigation');
    wrap('screenshot', 'screenshot');
    wrap('waitForTimeout', 'fixed sleep');
    const waitForLoadState = page.waitForLoadState.bind(page);
    page.waitForLoadState = (state, options) =>
      this.time(state === 'networkidle' ? 'network idle' : 'load wait', () => waitForLoadState(state, options));
  }

  /** Attaches the totals (milliseconds per kind) to the test's result. */
  async attach(testInfo: TestInfo): Promise<void> {
    const body = Object.fromEntries([...this.totals].map(([kind, { count, ms }]) => [kind, { count, ms: Math.round(ms) }]));
    await testInfo.attach(STEP_TIMINGS, { body: JSON.stringify(body), contentType: 'application/json' });
  }
}
