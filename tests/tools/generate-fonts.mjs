#!/usr/bin/env node
/**
 * Generates the app's web font files, src/app/styles/fonts/*.woff2, out of the devDependency
 * `@fontsource-variable/noto-sans-thai` (OFL-1.1): each subset file of the variable font, cut to the
 * weight range and the characters (`font-weight`, `unicode-range`) its `@font-face` in fonts.css
 * declares: the weights the screens use, 400 to 700. The weight axis stays variable within that range,
 * so every weight the screens use is still drawn from a real face; dropping 100–399 and 701–900
 * halves the files (58 KB → 31 KB of the first visit, fetched with the HTML ahead of the app's code:
 * docs/performance.md §3).
 * The cut is HarfBuzz's (devDependency `subset-font`); the same input gives the same bytes.
 *
 *   node tests/tools/generate-fonts.mjs          writes the files
 *   node tests/tools/generate-fonts.mjs --check  fails when a committed file is out of date
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

const FONTS_CSS = 'src/app/styles/fonts.css';
const OUT_DIR = 'src/app/styles/fonts';
/** Each generated file (fonts.css names it in `src`) and the package file it is cut from. */
const FONT_FILES = {
  'noto-sans-thai-thai-wght-400-700.woff2': 'noto-sans-thai-thai-wght-normal.woff2',
  'noto-sans-thai-latin-wght-400-700.woff2': 'noto-sans-thai-latin-wght-normal.woff2',
};

/** The characters of a CSS `unicode-range` value (`U+0E01-0E5B, U+200C-200D, …`). */
function charactersOf(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to = from] = part.split('-').map((hex) => parseInt(hex, 16));
    if (!Number.isFinite(from) || !Number.isFinite(to)) throw new Error(`unreadable unicode-range part: ${part}`);
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The `unicode-range` and weight range of the face in fonts.css whose `src` is `file`. */
function faceOf(css, file) {
  const face = css.split('@font-face').find((block) => block.includes(`./fonts/${file}'`));
  if (!face) throw new Error(`${FONTS_CSS} has no @font-face for ./fonts/${file}`);
  const range = /unicode-range:([^;]+);/.exec(face)?.[1];
  const weight = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(face);
  if (!range || !weight) throw new Error(`the @font-face for ${file} lacks unicode-range or a font-weight range`);
  return { range, weights: { min: Number(weight[1]), max: Number(weight[2]) } };
}

/** Every generated file's bytes, by name. */
async function buildFonts(css = readFileSync(FONTS_CSS, 'utf8')) {
  const out = {};
  for (const [name, source] of Object.entries(FONT_FILES)) {
    const face = faceOf(css, name);
    const input = readFileSync(require.resolve(`@fontsource-variable/noto-sans-thai/files/${source}`));
    out[name] = await subsetFont(input, charactersOf(face.range), { targetFormat: 'woff2', variationAxes: { wght: face.weights } });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fonts = await buildFonts();
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [name, bytes] of Object.entries(fonts)) {
    const file = `${OUT_DIR}/${name}`;
    if (check) {
      if (!existsSync(file) || !readFileSync(file).equals(bytes)) stale.push(file);
    } else {
      writeFileSync(file, bytes);
      console.log(`wrote ${file} (${bytes.length} B)`);
    }
  }
  if (stale.length) {
    console.error(`${stale.join(', ')} out of date with ${FONTS_CSS} and @fontsource-variable/noto-sans-thai. Run: npm run generate:fonts`);
    process.exit(1);
  }
  if (check) console.log(`${Object.keys(fonts).length} web font files are current`);
}
