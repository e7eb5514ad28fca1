/**
 * Build-time loader for the lang/*.json files imported by src/shared/i18n/catalog/*:
 *
 * - keeps only the keys of the requested scope (`core`: prefixes in core-prefixes.json and the
 *   titles of the screens marked `messages: 'core'` in the route metadata, shared/routing/route-meta.mjs,
 *   `late`: the `latePrefixes` of core-prefixes.json, `rest`: all others, `all`: everything), so the
 *   first screen carries only the core messages and the privilege list only the core and the rest;
 * - turns messages with ICU arguments into parsed ASTs, so the bundle ships react-intl without
 *   the message parser (see rsbuild.config.ts). Messages without arguments stay plain strings,
 *   which react-intl returns as they are when no values are passed.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaders run as CommonJS */
const { parse } = require('@formatjs/icu-messageformat-parser');
const { join } = require('node:path');
const { prefixes, latePrefixes } = require('./core-prefixes.json');
const ROUTE_META = join(__dirname, '..', 'routing', 'route-meta.mjs');
const { SCREENS, NOT_FOUND } = require(ROUTE_META);
/* eslint-enable @typescript-eslint/no-require-imports */

const CORE = new Set(prefixes);
/** The screens whose titles ship with the core: those marked `messages: 'core'`. */
const CORE_ROUTES = new Set(
  Object.entries({ ...SCREENS, notFound: NOT_FOUND })
    .filter(([, screen]) => screen.messages === 'core')
    .map(([name]) => name),
);
const LATE = new Set(latePrefixes);

/** Core: a core prefix; for route titles, only the screens that render with the core messages. */
function isCore(id) {
  const [prefix, name] = id.split('.');
  if (prefix === 'route') return CORE_ROUTES.has(name);
  return CORE.has(prefix);
}

/** Late: the messages of the areas that load them with their own screens (transfer, history). */
function isLate(id) {
  return LATE.has(id.split('.')[0]);
}

function inScope(id, scope) {
  if (scope === 'all') return true;
  if (scope === 'core') return isCore(id);
  if (scope === 'late') return isLate(id);
  return !isCore(id) && !isLate(id);
}

/** Text the ICU parser must read: an argument, a quote, or a rich-text tag. */
const NEEDS_AST = /[{}']|<\/?[A-Za-z]/;

module.exports = function compileMessages(source) {
  const { scope = 'all' } = this.getOptions() ?? {};
  this.addDependency?.(ROUTE_META);
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!inScope(id, scope)) continue;
    // Arguments, quotes and rich-text tags (`<terms>…</terms>`) need the AST: the app ships without
    // the runtime parser, so a plain string would show them literally.
    compiled[id] = typeof message === 'string' && NEEDS_AST.test(message) ? parse(message) : message;
  }
  return JSON.stringify(compiled);
};
