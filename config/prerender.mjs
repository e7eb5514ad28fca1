#!/usr/bin/env node
/**
 * Second half of `npm run build` (issue 19): renders the first screens to HTML and writes them into
 * the build's index.html, so they paint before any JavaScript has run.
 *
 * 1. Builds the renderer for Node (rsbuild.prerender.config.ts → .tmp/prerender).
 * 2. Renders the sign-in screen and the signed-in shell, in Thai and English, each into a
 *    <template> after #root; the inline script of config/prerender-choice.mjs, which rsbuild put at
 *    the end of <body>, copies the right one into #root before first paint.
 * 3. Inlines the CSS those screens use (it lives in the screens' lazily loaded CSS files), and the
 *    entry's own small stylesheet, so first paint needs no stylesheet request, and no stylesheet holds
 *    the choice script back (a parser-inserted script waits for pending stylesheets; measured on slow
 *    4G, the shell's chunk preloads started 250 ms later behind a 1.2 KB stylesheet).
 *
 *   node config/prerender.mjs [dist]
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOT_REQUESTS, MEMBER_START_REQUESTS } from './budgets.mjs';
import { criticalCss, usedClasses } from './critical-css.mjs';
import { PRERENDER_LANGS, PRERENDER_VARIANTS, templateId } from './prerender-choice.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(ROOT, process.argv[2] ?? process.env.BUILD_OUT_DIR ?? 'dist');
const EMPTY_ROOT = '<div id="root"></div>';

const build = spawnSync(join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build', '-c', 'rsbuild.prerender.config.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The renderer's own build output stays out of the client build's folder.
  env: { ...process.env, BUILD_OUT_DIR: '' },
});
if (build.status !== 0) throw new Error(`the prerender build failed (exit ${build.status})`);

const { renderVariant } = createRequire(import.meta.url)(join(ROOT, '.tmp', 'prerender', 'prerender.js'));
const rendered = [];
for (const variant of PRERENDER_VARIANTS) {
  for (const lang of PRERENDER_LANGS) rendered.push({ variant, lang, html: await renderVariant(variant, lang) });
}

/** The app's lazily loaded stylesheets (Mantine's never styles a first screen), in a stable order. */
function lazyStylesheets() {
  const dir = join(dist, 'static', 'css', 'async');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.css') && !name.startsWith('mantine'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/**
 * The files of the chunks the entry imports (BOOT_REQUESTS), from the chunk graph the client build
 * wrote (config/rsbuild-module-list.ts): the entry preloads them all at once after the first
 * frame, then evaluates them one by one (src/main.tsx). With them, when the prerendered shell is
 * shown, the rest of a member's first screen in each language (MEMBER_START_REQUESTS). A JSON data
 * block, which CSP does not run.
 */
function bootChunks() {
  const chunks = JSON.parse(readFileSync(join(ROOT, '.tmp', 'build-chunks.json'), 'utf8'));
  const filesOf = (requests) => [...new Set(chunks.filter((c) => c.origins.some((o) => requests.includes(o))).flatMap((c) => c.files))].sort();
  const boot = filesOf(BOOT_REQUESTS);
  if (boot.length === 0) throw new Error('no chunk is loaded by the entry: BOOT_REQUESTS is out of date with src/main.tsx');
  const shell = {};
  for (const [lang, requests] of Object.entries(MEMBER_START_REQUESTS)) {
    for (const request of requests) if (filesOf([request]).length === 0) throw new Error(`no chunk is loaded by ${request}: MEMBER_START_REQUESTS is out of date`);
    shell[lang] = filesOf(requests).filter((f) => !boot.includes(f)).map((f) => `/${f}`);
  }
  const lists = { boot: boot.map((f) => `/${f}`), shell };
  return `<script type="application/json" id="boot-chunks">${JSON.stringify(lists)}</script>`;
}

/** The entry's stylesheet link, replaced by the stylesheet itself. */
function inlineEntryStylesheet(html) {
  const links = [...html.matchAll(/<link href="\/(static\/css\/[^"]+\.css)" rel="stylesheet">/g)];
  if (links.length !== 1) throw new Error(`expected one entry stylesheet link in index.html, found ${links.length}`);
  const [link, href] = links[0];
  return html.replace(link, `<style data-entry>${readFileSync(join(dist, href), 'utf8')}</style>`);
}

const file = join(dist, 'index.html');
const page = inlineEntryStylesheet(readFileSync(file, 'utf8'));
if (!page.includes(EMPTY_ROOT)) throw new Error(`${file} has no empty #root`);
const templates = rendered.map(({ variant, lang, html }) => `<template id="${templateId(variant, lang)}">${html}</template>`).join('');
const css = criticalCss(lazyStylesheets(), usedClasses(rendered.map((r) => r.html)));
writeFileSync(file, page.replace('</head>', `<style data-critical>${css}</style>${bootChunks()}</head>`).replace(EMPTY_ROOT, `${EMPTY_ROOT}${templates}`));
console.log(
  `prerendered ${rendered.map((r) => `${r.variant}-${r.lang} ${(r.html.length / 1024).toFixed(1)} KB`).join(', ')}; critical CSS ${(css.length / 1024).toFixed(1)} KB`,
);
