/**
 * Build-time loader of the route metadata (src/shared/routing/route-meta.mjs) for the app bundle:
 *
 * - `emit: 'data'` (on route-meta.mjs): the same exports as plain data, each screen without the
 *   fields only Node tools and tests read (`screen`, `sample`) and without the values equal to
 *   `DEFAULTS` (the route table applies them), so the first route carries no more than it needs;
 * - `emit: 'loaders'` (on src/app/router/screen-loaders.ts): `loadScreen(name)` through one
 *   `import('@/features/<area>/screens/<File>')` per screen module, so every screen is its own
 *   chunk, named by that request in the build's chunk graph (config/ui-kits.mjs `importRequestOf`).
 *
 * The metadata is read afresh on each run, so a rebuild after an edit sees the edit.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaders run as CommonJS */
const { pathToFileURL } = require('node:url');
const { join } = require('node:path');
const { importRequestOf, screenFile } = require('./ui-kits.mjs');
/* eslint-enable @typescript-eslint/no-require-imports */

const META = join(__dirname, '..', 'src', 'shared', 'routing', 'route-meta.mjs');
/** Fields of a screen that the app never reads. */
const BUILD_ONLY = ['screen', 'sample'];

const readMeta = () => import(`${pathToFileURL(META).href}?t=${Date.now()}`);

/** A value as a JS literal (JSON, with identifier keys unquoted). */
function literal(value) {
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (value && typeof value === 'object') {
    const key = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    return `{${Object.entries(value).map(([k, v]) => `${key(k)}:${literal(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A screen as the app needs it. */
function shipped(screen, defaults) {
  return Object.fromEntries(Object.entries(screen).filter(([key, value]) => !BUILD_ONLY.includes(key) && defaults[key] !== value));
}

/** Each export as `export const NAME = <literal>;`. */
function dataModule(meta) {
  const screens = Object.fromEntries(Object.entries(meta.SCREENS).map(([name, screen]) => [name, shipped(screen, meta.DEFAULTS)]));
  const exports = { ...meta, SCREENS: screens, NOT_FOUND: shipped(meta.NOT_FOUND, meta.DEFAULTS) };
  return Object.entries(exports)
    .map(([name, value]) => `export const ${name} = ${literal(value)};`)
    .join('\n');
}

/** The import() request of a screen module (`privilege/PrivilegeListScreen` → `@/features/privilege/screens/PrivilegeListScreen`). */
const screenRequest = (screen) => importRequestOf(screenFile(screen));

/** One import() per distinct module; each route (in the order of SCREENS, then the catch-all) points at its module. */
function loadersModule(meta) {
  const modules = [...Object.values(meta.SCREENS), meta.NOT_FOUND].map((screen) => screen.screen);
  const distinct = [...new Set(modules)];
  return [
    "import { SCREENS } from '@/shared/routing/route-meta.mjs';",
    `const MODULES = [\n${distinct.map((m) => `  () => import(${JSON.stringify(screenRequest(m))}),`).join('\n')}\n];`,
    `const MODULE_OF = ${JSON.stringify(modules.map((m) => distinct.indexOf(m)))};`,
    'const NAMES = Object.keys(SCREENS);',
    'export function loadScreen(name) {',
    "  return MODULES[MODULE_OF[name === 'notFound' ? NAMES.length : NAMES.indexOf(name)]]();",
    '}',
    '',
  ].join('\n');
}

module.exports = function routeMetaLoader() {
  const callback = this.async();
  const { emit } = this.getOptions() ?? {};
  this.addDependency?.(META);
  readMeta()
    .then((meta) => callback(null, emit === 'loaders' ? loadersModule(meta) : dataModule(meta)))
    .catch(callback);
};
module.exports.BUILD_ONLY = BUILD_ONLY;
