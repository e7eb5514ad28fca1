#!/usr/bin/env node
/**
 * Orval writes the contract's MSW handlers and faker answers (`<tag>/<tag>.msw.ts`) beside the client
 * it generates; they are mock code, so they live under mocks/: this moves each to
 * `mocks/generated/<tag>.msw.ts` and points its model import at the generated client's models.
 * Part of `npm run generate`; the freshness check runs it on a scratch copy.
 *
 *   node mocks/contract/move-generated-mocks.mjs [--from src/generated] [--to mocks/generated]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const from = arg('from', 'src/generated');
const to = arg('to', 'mocks/generated');
/** From mocks/generated/, the generated client's models: the same text wherever orval wrote them. */
const MODEL_IMPORT = "from '../../src/generated/model';";

rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
let moved = 0;
for (const tag of readdirSync(from)) {
  const dir = join(from, tag);
  if (!statSync(dir).isDirectory()) continue;
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.msw.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8').replaceAll("from '.././model';", MODEL_IMPORT);
    writeFileSync(join(to, file), text);
    rmSync(join(dir, file));
    moved++;
  }
}
if (moved === 0) {
  console.error(`move-generated-mocks: no *.msw.ts under ${from}`);
  process.exit(1);
}
process.stdout.write(`move-generated-mocks: ${moved} files → ${to}\n`);
