/**
 * The floor page of `npm run bench` (src/prerender/floor-entry.tsx): the app's own rsbuild config with
 * one entry swapped in, written to .tmp/dist-floor, so both pages are built, split, hashed and served
 * alike (same CSP, fonts preload, chunking).
 */
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import main from './rsbuild.config';

const isPlugin = (plugin: unknown): plugin is RsbuildPlugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin;

export default defineConfig(async (env) => {
  // The app's config refuses a production build with the mock's signing key unless told it is a mock
  // build; the floor page reads no key at all, so it is one.
  process.env.MOCK_BUILD ??= 'true';
  const base = await main(env);
  return {
    ...base,
    // The chunk list (.tmp/build-chunks.json) describes the app for the budget check: the floor's would overwrite it.
    plugins: (base.plugins ?? []).filter((plugin) => !(isPlugin(plugin) && plugin.name === 'module-list')),
    source: { ...base.source, entry: { index: './src/prerender/floor-entry.tsx' } },
    output: { ...base.output, distPath: { root: '.tmp/dist-floor' } },
  } satisfies RsbuildConfig;
});
