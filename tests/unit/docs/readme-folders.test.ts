/**
 * README "Folders" matches the tree: every folder it lists exists; every folder under src/ (src/*, and
 * src/app/*, src/features/*, src/domains/*, src/shared/*) and every top-level folder of the repository
 * is listed; the URL-area table names an existing folder on each row and covers the first path
 * segment of every screen of the route metadata.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, SCREENS } from '@/shared/routing/route-meta.mjs';

const ROOT = resolve(__dirname, '../../..');
const LISTED_LEVELS = ['src/app', 'src/features', 'src/domains', 'src/shared'];

/** The markdown table rows of README's section `heading` (up to the next `##`), as arrays of cells. */
function sectionTables(heading: string): string[][][] {
  const text = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const end = text.indexOf('\n## ', start + 1);
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of text.slice(start, end < 0 ? undefined : end).split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    if (!current) tables.push((current = []));
    current.push(cells);
  }
  return tables.map((rows) => rows.slice(1)); // without the header row
}

const codes = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const subfolders = (dir: string) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir))
        .filter((name) => statSync(join(ROOT, dir, name)).isDirectory())
        .map((name) => `${dir}/${name}/`)
    : [];

const [folderTable, urlTable] = sectionTables('Folders');
const listed = (folderTable ?? []).map((row) => codes(row[0] ?? '')[0] ?? '');

describe('README "Folders"', () => {
  it('lists one existing folder per row', () => {
    expect(listed.length).toBeGreaterThan(20);
    expect(listed.filter((folder) => !folder.endsWith('/') || !existsSync(join(ROOT, folder)))).toEqual([]);
  });

  it('lists every folder under src/, two levels deep', () => {
    const tree = [...subfolders('src'), ...LISTED_LEVELS.flatMap(subfolders)];
    expect(tree.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('lists every top-level folder of the repository', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
    const top = [...new Set(tracked.filter((file) => file.includes('/') && !file.startsWith('.')).map((file) => `${file.split('/')[0]}/`))];
    expect(top.length).toBeGreaterThan(5);
    expect(top.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('maps each URL area to an existing folder, covering every screen', () => {
    const rows = urlTable ?? [];
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => !codes(row[1] ?? '').some((folder) => existsSync(join(ROOT, folder))))).toEqual([]);
    const areas = new Set(rows.flatMap((row) => codes(row[0] ?? '')).map((url) => url.split('/')[1]));
    const screens = [...Object.values(SCREENS), NOT_FOUND].map((screen) => screen.path).filter((path) => path !== '*');
    expect(screens.filter((path) => !areas.has(path.split('/')[1]))).toEqual([]);
  });
});
