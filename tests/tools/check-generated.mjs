#!/usr/bin/env node
/**
 * Fails when src/generated, the contract's MSW handlers (mocks/generated) or the mock's request
 * validators (mocks/contract/*.generated.*) are out of date with openapi/loyalty.yaml: regenerates
 * into scratch folders and compares file by file.
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

// Orval writes the MSW handlers beside the client; `npm run generate` moves them under mocks/.
const mocksCommitted = 'mocks/generated';
const mocksScratch = '.tmp/generated-mocks-check';
const move = spawnSync('node', ['mocks/contract/move-generated-mocks.mjs', '--from', scratch, '--to', mocksScratch], { encoding: 'utf8' });
if (move.status !== 0) {
  console.error(move.stdout, move.stderr);
  console.error('the generated MSW handlers could not be moved.');
  process.exit(1);
}

function list(root, dir = root) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? list(root, path) : [relative(root, path)];
  });
}

// The mock's request validators, compiled from the same contract (mocks/contract/).
const validatorsDir = 'mocks/contract';
const validatorsScratch = '.tmp/request-validators-check';
rmSync(validatorsScratch, { recursive: true, force: true });
const validators = spawnSync('node', ['mocks/contract/build-request-validators.mjs', '--out', validatorsScratch], { encoding: 'utf8' });
if (validators.status !== 0) {
  console.error(validators.stdout, validators.stderr);
  console.error('the request validators do not compile from the contract.');
  process.exit(1);
}

const problems = [];
/** Compares every file of `fresh` with `dir` (only `*.generated.*` files of `dir` when `generatedOnly`). */
function compare(fresh, dir, generatedOnly = false) {
  const expected = new Set(list(fresh));
  const actual = new Set(list(dir).filter((file) => !generatedOnly || file.includes('.generated.')));
  for (const file of expected) {
    if (!actual.has(file)) problems.push(`missing: ${dir}/${file}`);
    else if (readFileSync(join(fresh, file), 'utf8') !== readFileSync(join(dir, file), 'utf8')) problems.push(`differs: ${dir}/${file}`);
  }
  for (const file of actual) if (!expected.has(file)) problems.push(`stale: ${dir}/${file}`);
  return expected.size;
}
const count = compare(scratch, committed) + compare(mocksScratch, mocksCommitted) + compare(validatorsScratch, validatorsDir, true);
rmSync(scratch, { recursive: true, force: true });
rmSync(mocksScratch, { recursive: true, force: true });
rmSync(validatorsScratch, { recursive: true, force: true });

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\nGenerated code is out of date with openapi/loyalty.yaml (${problems.length} files). Run: npm run generate`);
  process.exit(1);
}
console.log(`generated code is current (${count} files)`);
