#!/usr/bin/env node
/**
 * Static checks of the production build in dist/:
 * - no mock code (msw, @msw/data, faker, liff-mock, mocks/) among the bundled modules or in the JS;
 * - the JS and CSS that index.html loads up front fit the first-route budgets;
 * - every lazily loaded JS chunk fits the route-chunk budget.
 * The e2e suite measures what the browser really loads for the first route (tests/e2e/budgets.spec.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, FORBIDDEN_MODULES, FORBIDDEN_STRINGS } from './budgets.mjs';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const modulesFile = '.tmp/build-modules.json';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const problems = [];

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no production build in ${dist}/: run npm run build`);
  process.exit(1);
}

// 1. No mock code.
const modules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : [];
if (modules.length === 0) problems.push(`${modulesFile} is missing or empty: the build did not record its modules`);
for (const name of modules) {
  if (FORBIDDEN_MODULES.some((re) => re.test(name))) problems.push(`mock code in the bundle: ${name}`);
}
const jsDir = join(dist, 'static/js');
const jsFiles = readdirSync(jsDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.js'))
  .map((f) => join(jsDir, f));
for (const file of jsFiles) {
  const text = readFileSync(file, 'utf8');
  for (const needle of FORBIDDEN_STRINGS) if (text.includes(needle)) problems.push(`"${needle}" found in ${file}`);
}

for (const file of readdirSync(dist, { recursive: true }).map(String)) {
  if (/mockServiceWorker|(^|\/)images\/(privileges|activities)\//.test(file)) problems.push(`mock asset in the build: ${dist}/${file}`);
}

// 2. What index.html loads up front.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = (re) => [...html.matchAll(re)].map((m) => join(dist, m[1]));
const initialJs = refs(/<script[^>]+src="\/?([^"]+\.js)"/g);
const initialCss = refs(/<link[^>]+href="\/?([^"]+\.css)"/g);
const initialJsBytes = initialJs.reduce((n, f) => n + gz(f), 0);
const initialCssBytes = initialCss.reduce((n, f) => n + gz(f), 0);
console.log(`initial JS  ${kb(initialJsBytes)} gzip in ${initialJs.length} files (budget for the whole first route ${kb(BUDGETS.firstRouteJs)})`);
console.log(`initial CSS ${kb(initialCssBytes)} gzip in ${initialCss.length} files (budget ${kb(BUDGETS.firstRouteCss)})`);
if (initialJsBytes > BUDGETS.firstRouteJs) problems.push(`initial JS ${kb(initialJsBytes)} > ${kb(BUDGETS.firstRouteJs)}`);
if (initialCssBytes > BUDGETS.firstRouteCss) problems.push(`initial CSS ${kb(initialCssBytes)} > ${kb(BUDGETS.firstRouteCss)}`);

// 3. Every lazily loaded chunk.
const asyncJs = jsFiles.filter((f) => f.includes('/async/'));
let largest = { file: '', bytes: 0 };
for (const file of asyncJs) {
  const bytes = gz(file);
  if (bytes > largest.bytes) largest = { file, bytes };
  if (bytes > BUDGETS.routeChunkJs) problems.push(`lazy chunk ${file} is ${kb(bytes)} > ${kb(BUDGETS.routeChunkJs)}`);
}
console.log(`lazy chunks ${asyncJs.length}; largest ${kb(largest.bytes)} gzip (${largest.file}); budget ${kb(BUDGETS.routeChunkJs)} each`);
console.log(`modules checked for mock code: ${modules.length}`);

if (problems.length) {
  console.error(`\nbudget check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('budgets hold; no mock code in the production build');
