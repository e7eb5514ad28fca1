/**
 * Build-time loader for the lang/*.json files imported by src/shared/i18n/catalog/*:
 *
 * - keeps only the keys of the requested scope (`core`: prefixes in core-prefixes.json,
 *   `rest`: all others, `all`: everything), so the first screen carries only the core messages;
 * - turns messages with ICU arguments into parsed ASTs, so the bundle ships react-intl without
 *   the message parser (see rsbuild.config.ts). Messages without arguments stay plain strings,
 *   which react-intl returns as they are when no values are passed.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaders run as CommonJS */
const { parse } = require('@formatjs/icu-messageformat-parser');
const { prefixes } = require('./core-prefixes.json');
/* eslint-enable @typescript-eslint/no-require-imports */

const CORE = new Set(prefixes);

function inScope(id, scope) {
  if (scope === 'all') return true;
  const core = CORE.has(id.split('.')[0]);
  return scope === 'core' ? core : !core;
}

module.exports = function compileMessages(source) {
  const { scope = 'all' } = this.getOptions() ?? {};
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (!inScope(id, scope)) continue;
    compiled[id] = typeof message === 'string' && /[{}']/.test(message) ? parse(message) : message;
  }
  return JSON.stringify(compiled);
};
