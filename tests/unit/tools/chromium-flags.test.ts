/**
 * The Chromium flags of the tests and the bench (tests/tools/chromium.mjs): Chromium keeps only the last
 * `--disable-features` of its command line, so ours must carry every feature Playwright disables itself;
 * and with them, a new browser context loads none of the browser's own address-bar popups.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BROWSER_UI_FEATURES, CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from '../../tools/chromium.mjs';

/** The features of the last `--disable-features` on the command line of a browser process. */
function disabledFeatures(pid: number): string[] {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const last = args.filter((arg) => arg.startsWith('--disable-features=')).at(-1) ?? '--disable-features=';
  return last.slice('--disable-features='.length).split(',').filter(Boolean);
}

/** The URLs of the browser's own pages (WebUI) open in the browser. */
async function browserUiTargets(args: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<p>probe</p>');
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
    return targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url);
  } finally {
    await browser.close();
  }
}

describe('Chromium flags', () => {
  it("carries every feature Playwright disables, and the browser's own UI features", async () => {
    const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox'] });
    try {
      const playwrights = disabledFeatures(server.process().pid!);
      expect(playwrights.length, 'Playwright disables some features itself').toBeGreaterThan(5);
      expect(playwrights.filter((f) => !PLAYWRIGHT_DISABLED_FEATURES.includes(f)), 'add these to PLAYWRIGHT_DISABLED_FEATURES').toEqual([]);
    } finally {
      await server.close();
    }
    const ours = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.split('=')[1]!.split(',')).toEqual([...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES]);
  });

  it("a new context opens none of the browser's own pages with our flags", async () => {
    expect(await browserUiTargets(CHROMIUM_ARGS)).toEqual([]);
  }, 30_000);
});
