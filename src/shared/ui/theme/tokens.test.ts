/**
 * One token source: colours are defined in src/shared/ui/theme/tokens.css and nowhere else in src/
 * (white aside). Brand colours in shadows are written with color-mix over the tokens.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS = join('src', 'shared', 'ui', 'theme', 'tokens.css');
/**
 * Colours that are data, not style: a LINE share message is drawn by LINE from its own JSON format,
 * which takes hex colours and cannot read the app's CSS.
 */
const DATA_COLOURS = new Set([join('src', 'shared', 'liff', 'share-message.ts')]);
const HEX = /#[0-9a-f]{3,8}\b/gi;
const WHITE = new Set(['#fff', '#ffffff']);
/** rgb() of the brand blue, the accent or the danger red (a copy of a token). */
const BRAND_RGB = /rgba?\(\s*(11[ ,]+78[ ,]+162|255[ ,]+159[ ,]+28|217[ ,]+48[ ,]+37)\b/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join('src', 'generated') ? [] : files(path);
    return /\.(css|tsx?)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('design tokens', () => {
  it('no colour is written outside tokens.css', () => {
    const offenders = files('src')
      .filter((file) => file !== TOKENS && !DATA_COLOURS.has(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const hex = (text.match(HEX) ?? []).filter((value) => !WHITE.has(value.toLowerCase()) && !/^#[0-9]+$/.test(value));
        return [...hex, ...(BRAND_RGB.test(text) ? ['brand rgb()'] : [])].map((value) => `${file}: ${value}`);
      });
    expect(offenders).toEqual([]);
  });

  it('the tokens define the brand and the shades the Mantine theme maps', () => {
    const css = readFileSync(TOKENS, 'utf8');
    for (let i = 0; i < 10; i += 1) {
      expect(css).toContain(`--app-brand-${i}:`);
      expect(css).toContain(`--app-accent-${i}:`);
    }
    expect(css).toMatch(/--app-primary: var\(--app-brand-7\)/);
  });
});
