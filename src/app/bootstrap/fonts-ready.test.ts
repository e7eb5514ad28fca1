import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_WEIGHTS, fontsReady } from '@/app/bootstrap/fonts-ready';

function stubFonts(load: (font: string, text: string) => Promise<unknown>) {
  const fonts = { load: vi.fn(load) };
  vi.stubGlobal('document', { fonts });
  return fonts.load;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fontsReady', () => {
  it('loads every weight of Noto Sans Thai for Thai and Latin text', async () => {
    const load = stubFonts(() => Promise.resolve([]));
    await fontsReady();
    expect(load.mock.calls.map(([font]) => font)).toEqual(FONT_WEIGHTS.map((w) => `${w} 1em "Noto Sans Thai"`));
    for (const [, text] of load.mock.calls) expect(text).toMatch(/[ก-๛].*[A-Za-z]/);
  });

  it('gives up after the timeout when the fonts never arrive', async () => {
    vi.useFakeTimers();
    stubFonts(() => new Promise(() => undefined));
    let done = false;
    void fontsReady(3_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves when a font fails to load, and without the font loading API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFonts(() => Promise.reject(new Error('network')));
    await expect(fontsReady()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    vi.stubGlobal('document', {});
    await expect(fontsReady()).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

it('every font-weight in the app CSS is one fontsReady waits for', () => {
  const css = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? css(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
    );
  const used = new Set<number>();
  for (const file of css('src').filter((f) => !f.endsWith('fonts.css'))) {
    for (const [, value] of readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+|bold)/g)) used.add(value === 'bold' ? 700 : Number(value));
  }
  expect(used.size).toBeGreaterThan(0);
  expect([...used].filter((w) => !(FONT_WEIGHTS as readonly number[]).includes(w))).toEqual([]);
});

it('each face of the web font covers every weight fontsReady waits for (its files are cut to that range)', () => {
  const faces = readFileSync('src/app/styles/fonts.css', 'utf8').split('@font-face').slice(1);
  expect(faces.length).toBe(2);
  for (const face of faces) {
    const [, min, max] = /font-weight:\s*(\d+)\s+(\d+);/.exec(face) ?? [];
    expect(Number(min)).toBeLessThanOrEqual(Math.min(...FONT_WEIGHTS));
    expect(Number(max)).toBeGreaterThanOrEqual(Math.max(...FONT_WEIGHTS));
  }
});
