/**
 * The page's one inline script, which picks the prerendered first screen before first paint: built
 * from the typed module src/app/bootstrap/prerender-choice.ts (which shares the app's token decoder,
 * server clock, stored language and paths), bundled into one function and minified by rspack, the
 * build's own bundler. rsbuild.config.ts puts the result at the end of <body> and allows it in CSP
 * by the hash of exactly that source (`scriptHash`, config/security-headers.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rsbuild/core';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENTRY = './src/app/bootstrap/prerender-choice.inline.ts';

/** @param {import('@rsbuild/core').Rspack.Configuration} config */
function compile(config) {
  return new Promise((done, fail) => {
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) fail(error);
      else if (stats?.hasErrors()) fail(new Error(stats.toString({ all: false, errors: true })));
      else done(undefined);
    });
  });
}

/** @type {Map<string, Promise<string>>} */
const built = new Map();

/**
 * The script's source for a build made in `year` (one bundle per build's settings and process). It
 * never throws in the page: blocked storage or an odd token only means no prerendered screen. Under
 * the signed-in shell it sends the start screen's first reads: to `apiBaseUrl`, signed with
 * `signingKey`, the API address and key the app itself is built with.
 * @param {{ year: number, apiBaseUrl?: string, signingKey?: string }} options
 * @returns {Promise<string>}
 */
export function prerenderChoiceScript({ year, apiBaseUrl, signingKey }) {
  const key = JSON.stringify([year, apiBaseUrl, signingKey]);
  const cached = built.get(key);
  if (cached) return cached;
  const source = (async () => {
    const out = mkdtempSync(join(tmpdir(), 'prerender-choice-'));
    try {
      await compile({
        mode: 'production',
        context: ROOT,
        target: 'web',
        devtool: false,
        entry: { choice: ENTRY },
        output: { path: out, filename: '[name].js', iife: true },
        resolve: { extensions: ['.ts', '.js'], alias: { '@': join(ROOT, 'src'), '@lang': join(ROOT, 'lang') } },
        module: {
          // ES2020 syntax: within rsbuild's default web targets (Chrome 107, Safari 16), which the app is built for.
          rules: [
            {
              test: /\.ts$/,
              loader: 'builtin:swc-loader',
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
              type: 'javascript/auto',
              // The app's modules have no side effects on import: what the script does not call (the
              // generated API code around the query keys it reads) is left out.
              sideEffects: false,
            },
          ],
        },
        plugins: [
          new rspack.DefinePlugin({
            PRERENDER_BUILD_YEAR: JSON.stringify(year),
            // The app's build settings the script reads (src/shared/config/env.ts); any other is unset.
            'import.meta.env': JSON.stringify({ PUBLIC_API_BASE_URL: apiBaseUrl ?? '', PUBLIC_SIGNING_KEY: signingKey ?? '' }),
          }),
        ],
        optimization: {
          minimize: true,
          minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false, minimizerOptions: { format: { comments: false } } })],
        },
        performance: false,
      });
      return readFileSync(join(out, 'choice.js'), 'utf8').trim();
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  })();
  built.set(key, source);
  return source;
}

/** The CSP source of a script: `sha256-<base64>`. @param {string} source */
export function scriptHash(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}
