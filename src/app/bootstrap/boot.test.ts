// @vitest-environment jsdom
/**
 * Start-up's order (app/bootstrap/boot.ts): under the member's prerendered shell, the number and date
 * formatters of the first screen are made while the app's code is on its way, before the app starts
 * (a page's first Intl formatter sets up the engine's locale data); the sign-in screen makes none.
 * Under the sign-in screen the app's chunks are asked for one a task.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countIntlFormatters } from '@test-support';
import { BOOT_CHUNKS_ID } from './prerender-page';

const events: string[] = [];

vi.mock('@/app/bootstrap/start-app', () => ({
  startApp: () => {
    events.push('app');
    return Promise.resolve();
  },
}));

let restoreIntl = () => {};

beforeEach(() => {
  events.length = 0;
  vi.resetModules();
  restoreIntl = countIntlFormatters((kind) => events.push(`${kind} format`));
});

afterEach(() => restoreIntl());

/** A #root as the inline chooser leaves it: the variant shown, its markup in. */
function prerenderedRoot(variant: 'shell' | 'signin'): HTMLElement {
  const root = document.createElement('div');
  root.dataset.prerendered = variant;
  root.append(document.createElement('main'));
  return root;
}

describe('start-up', () => {
  it("under the member's shell: the first screen's number and date formatters are made before the app starts", async () => {
    const { boot } = await import('./boot');
    await boot(prerenderedRoot('shell'));
    expect(events).toEqual(['number format', 'date format', 'app']);
    // The list's first render then finds them made.
    const { formatDate, formatNumber } = await import('@/shared/i18n/format');
    formatNumber(250_000, 'th');
    formatDate('2026-12-31', 'th');
    expect(events).toHaveLength(3);
  });

  it("on the sign-in screen: the app's chunks are asked for one a task, none twice", async () => {
    const files = ['/static/css/async/a.css', '/static/js/async/a.js', '/static/js/async/b.js'];
    const list = Object.assign(document.createElement('script'), { id: BOOT_CHUNKS_ID, type: 'application/json' });
    list.textContent = JSON.stringify({ boot: files, shell: { th: [], en: [] } });
    document.body.append(list);
    const batches: string[][] = [];
    const observer = new MutationObserver((records) =>
      batches.push(records.flatMap((r) => [...r.addedNodes]).map((node) => (node as HTMLLinkElement).getAttribute('href') ?? '')),
    );
    observer.observe(document.head, { childList: true });
    try {
      const { boot } = await import('./boot');
      await boot(prerenderedRoot('signin'));
    } finally {
      observer.disconnect();
      list.remove();
    }
    expect(batches).toEqual(files.map((file) => [file]));
    expect([...document.head.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('as'))).toEqual(['style', 'script', 'script']);
  });

  it('on the sign-in screen: no formatter (it shows no number nor date)', async () => {
    const { boot } = await import('./boot');
    await boot(prerenderedRoot('signin'));
    expect(events).toEqual(['app']);
  });
});
