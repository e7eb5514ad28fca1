/**
 * Screens reach the API only through generated code: no file of src/ outside src/generated names an
 * `/api/` path, except the mutator's signing rule (which calls are signed is decided by path).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = 'src';
const ALLOWED = new Set(['src/shared/api/signature.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join(ROOT, 'generated') ? [] : files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source text without comments, so documentation may still mention a path. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('API paths', () => {
  it('no product file outside src/generated spells an /api/ path', () => {
    const offenders = files(ROOT)
      .map((path) => relative('.', path).split('\\').join('/'))
      .filter((path) => !ALLOWED.has(path))
      .filter((path) => /['"`]\/api\//.test(code(readFileSync(path, 'utf8'))));
    expect(offenders).toEqual([]);
  });

  it('the check would catch one', () => {
    expect(/['"`]\/api\//.test(code("const k = ['/api/Customer/GetPoint'];"))).toBe(true);
    expect(/['"`]\/api\//.test(code("// see '/api/Customer/GetPoint'"))).toBe(false);
  });
});
