/**
 * Citations resolve (docs/README.md "Citations"): every `<path>.md §N` names a document that exists
 * and a numbered section of it; a bare `§N` follows a document cited before it; `<path>.md "Heading"`
 * names a heading of that document; no file cites the old specification (a bare "spec" before a
 * section sign: it is not in the repository) or an issue number instead of saying what it means. Also: each `spec` of
 * mocks/scenarios.json quotes a message of that section of docs/spec.md (or names a section of the
 * contract's description: `Contract: Request size.`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SCANNED = ['src', 'mocks', 'tests', 'config', 'openapi', 'docs', 'README.md'];
const SKIPPED = new Set(['src/generated', 'node_modules', 'tests/artifacts']);
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|md|ya?ml|css)$/;
const SECTION = String.raw`§(\d+(?:\.\d+)*)`;
/** `docs/spec.md §5`, or a bare `§5` continuing the last document cited. */
const SECTION_CITATION = new RegExp(String.raw`((?:[\w.-]+\/)*[\w.-]+\.md)\s+${SECTION}|${SECTION}`, 'g');
/** `src/app/README.md "UI kits"` (backticks around the path allowed), `README "Performance"`. */
const HEADING_CITATION = /((?:[\w.-]+\/)*[\w.-]+\.md|\bREADME)`?\s+"([^"\n]+)"/g;
/** The old form: a "spec" that is not a file of the repository. */
const OLD_SPEC = new RegExp(String.raw`(?<![\w/.-])spec\s+${SECTION}`, 'i');
const ISSUE = /\b(?:issue|ticket)\s+#?\d+/i;

interface Heading {
  level: number;
  number: string | null;
  text: string;
  line: number;
}

const docCache = new Map<string, { headings: Heading[]; lines: string[] } | null>();

/** A markdown file's headings (outside code fences), or null when the file does not exist. */
function readDoc(path: string): { headings: Heading[]; lines: string[] } | null {
  if (!docCache.has(path)) {
    const file = join(ROOT, path);
    if (!existsSync(file) || !statSync(file).isFile()) docCache.set(path, null);
    else {
      const lines = readFileSync(file, 'utf8').split('\n');
      const headings: Heading[] = [];
      let fenced = false;
      lines.forEach((line, index) => {
        if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
        const match = fenced ? null : /^(#{1,6})\s+(.*)$/.exec(line);
        if (!match) return;
        const text = match[2]!.replace(/`/g, '').trim();
        const number = /^(\d+(?:\.\d+)*)\.?\s/.exec(text)?.[1] ?? null;
        headings.push({ level: match[1]!.length, number, text: text.toLowerCase(), line: index });
      });
      docCache.set(path, { headings, lines });
    }
  }
  return docCache.get(path) ?? null;
}

/** The text of a numbered section, its sub-sections included; null when the section does not exist. */
function sectionText(path: string, number: string): string | null {
  const doc = readDoc(path);
  const index = doc?.headings.findIndex((h) => h.number === number) ?? -1;
  if (!doc || index < 0) return null;
  const start = doc.headings[index]!;
  const next = doc.headings.slice(index + 1).find((h) => h.level <= start.level);
  return doc.lines.slice(start.line, next ? next.line : undefined).join('\n');
}

/** Every problem with the citations of one file's text; `path` is relative to the repository root. */
function problemsIn(path: string, text: string): string[] {
  const problems: string[] = [];
  const inDocs = path.startsWith('docs/');
  let lastDoc: string | null = null;
  text.split('\n').forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    if (inDocs) lastDoc = path;
    if (path === 'mocks/scenarios.json' && /^\s*"spec":\s*"§/.test(line)) return; // checked below, against docs/spec.md
    if (OLD_SPEC.test(line)) problems.push(`${at}: cites the old "spec" by section, which is not in the repository; cite docs/spec.md`);
    if (ISSUE.test(line)) problems.push(`${at}: cites an issue number; say what it means, or cite a doc section`);
    for (const match of line.matchAll(SECTION_CITATION)) {
      const doc = match[1] ?? lastDoc;
      const number = match[2] ?? match[3]!;
      if (match[1]) lastDoc = match[1];
      if (!doc) problems.push(`${at}: §${number} without a document (write docs/spec.md §${number})`);
      else if (!readDoc(doc)) problems.push(`${at}: ${doc} does not exist`);
      else if (sectionText(doc, number) === null) problems.push(`${at}: ${doc} has no section ${number}`);
    }
    for (const match of line.matchAll(HEADING_CITATION)) {
      const doc = match[1] === 'README' ? 'README.md' : match[1]!;
      const heading = match[2]!.replace(/`/g, '').toLowerCase();
      const found = readDoc(doc);
      if (!found) problems.push(`${at}: ${doc} does not exist`);
      else if (!found.headings.some((h) => h.text.startsWith(heading))) problems.push(`${at}: ${doc} has no heading "${match[2]}"`);
    }
  });
  return problems;
}

function scannedFiles(): string[] {
  const out: string[] = [];
  const walk = (path: string) => {
    if (SKIPPED.has(path) || path.endsWith('/node_modules')) return;
    const file = join(ROOT, path);
    if (statSync(file).isDirectory()) for (const name of readdirSync(file)) walk(`${path}/${name}`);
    else if (TEXT.test(path)) out.push(path);
  };
  for (const path of SCANNED) if (existsSync(join(ROOT, path))) walk(path);
  // The root's configs (rsbuild, ESLint, vitest, Playwright, orval, knip).
  for (const name of readdirSync(ROOT)) if (/\.(ts|js|mjs|jsonc)$/.test(name) && statSync(join(ROOT, name)).isFile()) out.push(name);
  return out;
}

// Fixtures are put together from pieces, so that this file's own text cites nothing wrong.
const S = '§';
const fixture = (...parts: string[]) => parts.join('');

describe('citation check', () => {
  it('accepts a cited document and section, a continuation, and a quoted heading', () => {
    expect(problemsIn('x.ts', fixture('// (docs/spec.md ', S, '2.2 guard, ', S, '3); docs/security.md ', S, '1'))).toEqual([]);
    expect(problemsIn('x.ts', fixture('// src/app/README.md "UI kits", README "Performance"'))).toEqual([]);
  });

  it('reports a missing section, a missing document, a bare section, the old spec, an issue, a missing heading', () => {
    expect(problemsIn('x.ts', fixture('// docs/spec.md ', S, '12'))).toEqual(['x.ts:1: docs/spec.md has no section 12']);
    expect(problemsIn('x.ts', fixture('// docs/nowhere.md ', S, '1'))).toEqual(['x.ts:1: docs/nowhere.md does not exist']);
    expect(problemsIn('x.ts', fixture('// see ', S, '4'))).toEqual([fixture('x.ts:1: ', S, '4 without a document (write docs/spec.md ', S, '4)')]);
    expect(problemsIn('x.ts', fixture('// spec ', S, '4'))[0]).toMatch(/cites the old "spec"/);
    expect(problemsIn('x.ts', fixture('// the fix of Iss', 'ue 17'))[0]).toMatch(/cites an issue number/);
    expect(problemsIn('x.ts', fixture('// README ', '"No such heading"'))).toEqual(['x.ts:1: README.md has no heading "No such heading"']);
  });
});

describe('citations in the repository', () => {
  it('resolve to a document and a section or heading that exist, and cite no issue', () => {
    const problems = scannedFiles().flatMap((path) => problemsIn(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the scan reaches the code that cites the spec', () => {
    const files = scannedFiles();
    expect(files).toContain('src/shared/lib/mask-id.ts');
    expect(files).toContain('rsbuild.config.ts');
    expect(files.filter((f) => readFileSync(join(ROOT, f), 'utf8').includes(fixture('docs/spec.md ', S))).length).toBeGreaterThan(30);
  });

  it('each spec of mocks/scenarios.json quotes a message of that section of docs/spec.md, or a contract section', () => {
    const rows = JSON.parse(readFileSync(join(ROOT, 'mocks/scenarios.json'), 'utf8')) as Array<{ name: string; spec?: string }>;
    const cited = rows.filter((row) => row.spec !== undefined);
    expect(cited.length).toBeGreaterThan(20);
    const squash = (s: string) => s.replace(/\s+/g, ' ');
    // The contract's description has markdown sections of its own (`## Request size`).
    const contractHeadings = [...readFileSync(join(ROOT, 'openapi/loyalty.yaml'), 'utf8').matchAll(/^\s+#{2,3} (.+)$/gm)].map((m) => m[1]!.trim());
    const problems = cited.flatMap(({ name, spec }) => {
      const contract = /^Contract: (.+)\.$/.exec(spec!);
      if (contract) return contractHeadings.includes(contract[1]!) ? [] : [`${name}: the contract has no section "${contract[1]}"`];
      const match = new RegExp(String.raw`^${SECTION}\s+(.+)$`).exec(spec!);
      if (!match) return [`${name}: spec "${spec}" is neither "§N message" nor "Contract: <section>."`];
      const section = sectionText('docs/spec.md', match[1]!);
      if (section === null) return [`${name}: docs/spec.md has no section ${match[1]}`];
      return squash(section).includes(squash(match[2]!)) ? [] : [`${name}: docs/spec.md §${match[1]} does not say "${match[2]}"`];
    });
    expect(problems).toEqual([]);
  });
});

