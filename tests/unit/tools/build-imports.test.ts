/**
 * What the build runs lives in config/ (and the root rsbuild / ESLint configs): none of it reaches
 * into tests/, so the build never depends on a test tool (docs/architecture.md §1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SOURCE = /\.(m?js|cjs|ts|mts|d\.mts)$/;

function buildFiles(): string[] {
  const config = readdirSync(join(ROOT, 'config'), { recursive: true })
    .map(String)
    .filter((f) => SOURCE.test(f))
    .map((f) => join('config', f));
  const root = readdirSync(ROOT).filter((f) => /^rsbuild.*\.config\.ts$/.test(f) || f === 'eslint.config.js');
  return [...root, ...config].sort();
}

/** Every module specifier a file names: static and dynamic imports, re-exports, require(), import types. */
function specifiers(text: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]/g,
    /\bnew\s+URL\s*\(\s*['"`]([^'"`]+)['"`]\s*,\s*import\.meta\.url/g,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) found.add(m[1] as string);
  return [...found];
}

/** The specifiers of `file` that resolve under tests/. */
function intoTests(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return specifiers(text).filter((spec) => {
    if (!spec.startsWith('.') && !spec.startsWith('/')) return /^tests\//.test(spec);
    const target = relative(ROOT, resolve(ROOT, dirname(file), spec));
    return target === 'tests' || target.startsWith('tests/');
  });
}

describe('the build does not depend on tests/', () => {
  const files = buildFiles();

  it('finds the build files', () => {
    expect(files).toEqual(expect.arrayContaining(['rsbuild.config.ts', 'eslint.config.js', 'config/check-budgets.mjs', 'config/prerender.mjs']));
  });

  it.each(files)('%s imports nothing from tests/', (file) => {
    expect(intoTests(file)).toEqual([]);
  });

  it('reads every kind of import', () => {
    const sample = [
      "import a from '../tests/a.js';",
      "export { b } from './tests/b';",
      "import './tests/c.css';",
      "await import('../tests/d.mjs');",
      "require('./tests/e.cjs');",
      "new URL('./tests/f.json', import.meta.url);",
    ].join('\n');
    expect(specifiers(sample)).toEqual(['../tests/a.js', './tests/b', './tests/c.css', '../tests/d.mjs', './tests/e.cjs', './tests/f.json']);
  });
});
