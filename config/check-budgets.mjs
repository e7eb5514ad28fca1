#!/usr/bin/env node
/**
 * Static checks of the production build in dist/:
 * - no mock code (msw, @msw/data, faker, liff-mock, mocks/) among the bundled modules or in the JS;
 * - the JS and CSS that index.html loads up front fit the first-route budgets;
 * - every lazily loaded JS chunk fits the route-chunk budget, except Mantine's named chunks, which hold
 *   only Mantine and its dependencies and fit their own budget together;
 * - per first-route screen (from the build's chunk graph, .tmp/build-chunks.json): no Mantine chunk,
 *   CSS within the first-screen budget; what the privilege list prefetches when idle is reported apart.
 * - data: each DATA_CHUNKS module sits alone in its named chunk, within the data budget, loaded only
 *   by its loader next to its owner (the address form); any other data file in the build fits that budget.
 * - V8's compile hint heads the JS of start-up's and the first routes' chunks (START_UP_REQUESTS), and no other file.
 * The e2e suite measures what the browser really loads for the first route (tests/e2e/budgets.spec.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, DATA_CHUNKS, DATA_FILE, FIRST_ROUTES, FORBIDDEN_MODULES, LIGHT_ROUTES, BOOT_REQUESTS, FORBIDDEN_STRINGS, isMantineModule, MANTINE_CHUNKS, PREFETCHED_ROUTES, START_UP_REQUESTS } from './budgets.mjs';
import { COMPILE_HINT } from './compile-hints.mjs';

const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const modulesFile = '.tmp/build-modules.json';
const chunksFile = '.tmp/build-chunks.json';
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
  if (/mockServiceWorker|(^|\/)images\/(privileges|activities|partners|line)\//.test(file)) problems.push(`mock asset in the build: ${dist}/${file}`);
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

// 3. The chunk graph: Mantine's named chunks, every other lazy chunk, the first-route screens.
const chunks = existsSync(chunksFile) ? JSON.parse(readFileSync(chunksFile, 'utf8')) : [];
if (chunks.length === 0) problems.push(`${chunksFile} is missing or empty: the build did not record its chunks`);
const js = (chunk) => chunk.files.filter((f) => f.endsWith('.js')).map((f) => join(dist, f));
const css = (chunk) => chunk.files.filter((f) => f.endsWith('.css')).map((f) => join(dist, f));
const sum = (files) => [...new Set(files)].reduce((n, f) => n + gz(f), 0);
const mantineNames = new Set(Object.keys(MANTINE_CHUNKS));
const mantineChunks = chunks.filter((c) => c.names.some((n) => mantineNames.has(n)));
for (const chunk of chunks) {
  const mantine = chunk.modules.filter(isMantineModule);
  const named = mantineChunks.includes(chunk);
  if (named && mantine.length !== chunk.modules.length) {
    problems.push(`Mantine chunk ${chunk.names.join(',')} also holds ${chunk.modules.filter((m) => !isMantineModule(m)).slice(0, 3).join(', ')}`);
  }
  if (!named && mantine.length > 0) problems.push(`Mantine modules outside the named Mantine chunks: ${mantine.slice(0, 3).join(', ')} in ${chunk.files.join(', ')}`);
  if (chunk.initial && mantine.length > 0) problems.push(`Mantine in the initial chunk ${chunk.files.join(', ')}`);
}
const mantineJs = sum(mantineChunks.flatMap(js));
console.log(`Mantine: ${mantineChunks.length} named chunks, ${kb(mantineJs)} JS gzip together (budget ${BUDGETS.mantineChunks} chunks, ${kb(BUDGETS.mantineJs)})`);
if (mantineChunks.length > BUDGETS.mantineChunks) problems.push(`${mantineChunks.length} Mantine chunks > ${BUDGETS.mantineChunks}`);
if (mantineJs > BUDGETS.mantineJs) problems.push(`Mantine JS ${kb(mantineJs)} > ${kb(BUDGETS.mantineJs)}`);

// Data chunks (found by their module, unnamed so the runtime's chunk map stays small): alone, within the data budget, loaded only from their loader next to their owner.
const dataFiles = new Set();
for (const [name, rule] of Object.entries(DATA_CHUNKS)) {
  const holding = chunks.filter((c) => c.modules.some((m) => rule.module.test(m)));
  if (holding.length === 0) problems.push(`data chunk ${name}: no chunk holds its module (DATA_CHUNKS is out of date)`);
  for (const chunk of holding) {
    if (chunk.initial) problems.push(`data of ${name} in an initial chunk ${chunk.files.join(', ')}`);
    const others = chunk.modules.filter((m) => !rule.module.test(m));
    if (others.length) problems.push(`data chunk ${name} also holds ${others.slice(0, 3).join(', ')}`);
    const strangers = (chunk.originModules ?? []).filter((m) => !rule.loader.test(m));
    if (!chunk.originModules?.length || strangers.length) problems.push(`data chunk ${name} is loaded from ${strangers.join(', ') || 'nowhere known'}, not only its loader`);
    const bytes = sum(js(chunk));
    for (const f of js(chunk)) dataFiles.add(f);
    console.log(`data chunk ${name}: ${kb(bytes)} gzip (budget ${kb(BUDGETS.dataFile)}), loaded from ${chunk.originModules?.join(', ')}`);
    if (bytes > BUDGETS.dataFile) problems.push(`data chunk ${name} is ${kb(bytes)} > ${kb(BUDGETS.dataFile)}`);
  }
  const loaderChunks = chunks.filter((c) => c.modules.some((m) => rule.loader.test(m)));
  for (const chunk of loaderChunks) {
    if (!chunk.modules.some((m) => rule.owner.test(m))) problems.push(`the loader of ${name} sits in ${chunk.files.join(', ')} without its owner ${rule.owner}`);
  }
}
for (const file of readdirSync(dist, { recursive: true }).map(String).filter((f) => DATA_FILE.test(f))) {
  const bytes = gz(join(dist, file));
  if (bytes > BUDGETS.dataFile) problems.push(`data file ${dist}/${file} is ${kb(bytes)} > ${kb(BUDGETS.dataFile)}`);
}

const mantineFiles = new Set(mantineChunks.flatMap((c) => c.files).map((f) => join(dist, f)));
// The entry's own imports (BOOT_REQUESTS) are part of every first route and held to its budget.
const bootFiles = new Set(chunks.filter((c) => c.origins.some((o) => BOOT_REQUESTS.includes(o))).flatMap((c) => c.files).map((f) => join(dist, f)));
const asyncJs = jsFiles.filter((f) => f.includes('/async/') && !mantineFiles.has(f) && !dataFiles.has(f) && !bootFiles.has(f));
let largest = { file: '', bytes: 0 };
for (const file of asyncJs) {
  const bytes = gz(file);
  if (bytes > largest.bytes) largest = { file, bytes };
  if (bytes > BUDGETS.routeChunkJs) problems.push(`lazy chunk ${file} is ${kb(bytes)} > ${kb(BUDGETS.routeChunkJs)}`);
}
console.log(`lazy chunks ${asyncJs.length} besides Mantine's; largest ${kb(largest.bytes)} gzip (${largest.file}); budget ${kb(BUDGETS.routeChunkJs)} each`);

const initialChunks = chunks.filter((c) => c.initial);
const loadedBy = (requests) => chunks.filter((c) => c.origins.some((o) => requests.includes(o)));
if (loadedBy(BOOT_REQUESTS).length === 0) problems.push('no chunk is loaded by the entry\'s BOOT_REQUESTS: they are out of date with src/app/bootstrap/boot.ts');
const firstRouteFiles = new Set();
for (const [screen, requests] of Object.entries(FIRST_ROUTES)) {
  const group = [...new Set([...initialChunks, ...loadedBy(BOOT_REQUESTS), ...loadedBy(requests)])];
  if (loadedBy(requests).length === 0) problems.push(`no chunk is loaded by ${requests.join(' + ')}: FIRST_ROUTES is out of date`);
  const withMantine = group.filter((c) => mantineChunks.includes(c) || c.modules.some(isMantineModule));
  if (withMantine.length) problems.push(`the ${screen} screen loads Mantine (${withMantine.flatMap((c) => c.files).join(', ')})`);
  const screenJs = sum(group.flatMap(js));
  const screenCss = sum(group.flatMap(css));
  for (const f of group.flatMap((c) => c.files)) firstRouteFiles.add(join(dist, f));
  console.log(`${screen}: JS ${kb(screenJs)} (${screenJs} B), CSS ${kb(screenCss)} gzip (budgets ${kb(BUDGETS.firstRouteJs)}, CSS ${kb(BUDGETS.firstScreenCss)}); no Mantine`);
  if (screenJs > BUDGETS.firstRouteJs) problems.push(`${screen} JS ${screenJs} B > ${BUDGETS.firstRouteJs} B (${kb(BUDGETS.firstRouteJs)})`);
  if (screenCss > BUDGETS.firstScreenCss) problems.push(`${screen} CSS ${kb(screenCss)} > ${kb(BUDGETS.firstScreenCss)}`);
}
for (const request of LIGHT_ROUTES) {
  const group = loadedBy([request]);
  if (group.length === 0) problems.push(`no chunk is loaded by ${request}: LIGHT_ROUTES is out of date`);
  const withMantine = group.filter((c) => mantineChunks.includes(c) || c.modules.some(isMantineModule));
  if (withMantine.length) problems.push(`${request} loads Mantine (${withMantine.flatMap((c) => c.files).join(', ')}): it is a light-kit screen`);
}
console.log(`light-kit screens besides the first routes, no Mantine: ${LIGHT_ROUTES.length}`);
const prefetched = loadedBy(PREFETCHED_ROUTES).flatMap((c) => c.files).map((f) => join(dist, f)).filter((f) => !firstRouteFiles.has(f));
console.log(`prefetched by the privilege list when idle (not part of its first route): JS ${kb(sum(prefetched.filter((f) => f.endsWith('.js'))))}, CSS ${kb(sum(prefetched.filter((f) => f.endsWith('.css'))))} gzip`);
const hinted = new Set(loadedBy(START_UP_REQUESTS).flatMap(js));
const hintProblems = jsFiles.filter((file) => readFileSync(file, 'utf8').startsWith(COMPILE_HINT) !== hinted.has(file));
for (const file of hintProblems) problems.push(`${file} ${hinted.has(file) ? 'lacks' : 'carries'} the compile hint (START_UP_REQUESTS, config/compile-hints.mjs)`);
console.log(`compile hint on the JS of start-up and the first routes: ${hinted.size} files`);
console.log(`modules checked for mock code: ${modules.length}`);

if (problems.length) {
  console.error(`\nbudget check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('budgets hold; no mock code in the production build');
