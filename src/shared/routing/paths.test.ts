/**
 * App paths are spelled in one place (the route metadata, read through paths.ts): every string literal of src/ (comments aside; src/generated
 * and the paths module itself excluded) is checked against the patterns derived from `paths`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/router/route-table';
import { AREA_ROOTS, href, paths, SLUG_PREFIXES } from '@/shared/routing/paths';

const PATHS_MODULE = join('src', 'shared', 'routing', 'paths.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join('src', 'generated') ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The first segments of every app path: a literal starting with one of them spells an app path. */
const SEGMENTS = new Set(
  [...Object.values(paths), ...Object.values(AREA_ROOTS), ...SLUG_PREFIXES].map((p) => p.split('/')[1]).filter(Boolean),
);
const APP_PATH = new RegExp(`^/(${[...SEGMENTS].map((s) => s!.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})(/|\\?|#|$)`);

function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text);
    else if (ts.isJsxText(node)) found.push(node.text.trim());
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('paths', () => {
  it('no file of src/ but the paths module spells an app path', () => {
    const offenders = sourceFiles('src')
      .filter((file) => file !== PATHS_MODULE)
      .flatMap((file) => literals(file).filter((text) => APP_PATH.test(text)).map((text) => `${file}: ${text}`));
    expect(offenders).toEqual([]);
  });

  it('the check recognises an app path and leaves other text alone', () => {
    expect(APP_PATH.test('/history/tracking-status?delivery_id=1')).toBe(true);
    expect(APP_PATH.test('/other')).toBe(true);
    expect(APP_PATH.test('/liff/privilege-detail')).toBe(true);
    expect(APP_PATH.test('/api/Customer/GetPoint')).toBe(false);
    expect(APP_PATH.test('/')).toBe(false);
  });

  it('every screen route takes its path from paths, and every path has a route', () => {
    const routed = new Set(ROUTES.map((route) => route.path));
    expect(Object.values(paths).filter((p) => !routed.has(p))).toEqual([]);
  });

  it('href builds typed links with their query', () => {
    expect(href('privilegeDetail', { privilege_id: 'PRV000101' })).toBe('/privilege/privilege-detail?privilege_id=PRV000101');
    expect(href('login', { redirect: '/history?tab=2' })).toBe('/auth/login?redirect=%2Fhistory%3Ftab%3D2');
    expect(href('login', {})).toBe('/auth/login');
    expect(href('history')).toBe('/history');
  });
});
