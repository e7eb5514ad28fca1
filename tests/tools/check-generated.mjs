#!/usr/bin/env node
/**
 * Fails when src/generated is out of date with openapi/loyalty.yaml:
 * regenerates into a scratch folder and compares file by file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const committed = 'src/generated';
// A sibling of src/generated, so relative imports of the mutator come out the same.
const scratch = 'src/.generated-check';
rmSync(scratch, { recursive: true, force: true });

const run = spawnSync('npx', ['orval', '--config', 'orval.config.ts'], {
  env: { ...process.env, ORVAL_OUT_DIR: scratch },
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  console.error('orval failed: the contract does not generate.');
  process.exit(1);
}

function list(root, dir = root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? list(root, path) : [relative(root, path)];
  });
}

const expected = new Set(list(scratch));
const actual = new Set(list(committed));
const problems = [];
for (const file of expected) {
  if (!actual.has(file)) problems.push(`missing: ${committed}/${file}`);
  else if (readFileSync(join(scratch, file), 'utf8') !== readFileSync(join(committed, file), 'utf8'))
    problems.push(`differs: ${committed}/${file}`);
}
for (const file of actual) if (!expected.has(file)) problems.push(`stale: ${committed}/${file}`);
rmSync(scratch, { recursive: true, force: true });

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nGenerated code is out of date with openapi/loyalty.yaml (${problems.length} files). Run: npm run generate`);
  process.exit(1);
}
console.log(`generated code is current (${expected.size} files)`);
