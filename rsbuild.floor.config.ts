/**
 * The floor pages of `npm run bench`: the app's own rsbuild config with one entry swapped in, so
 * floor and app are built, split, hashed and served alike (same CSP, fonts preload, chunking).
 *
 * - `rsbuild build -c rsbuild.floor.config.ts` (`npm run build:floor`): the sign-in floor
 *   (src/prerender/floor-entry.tsx) in .tmp/dist-floor, served at the root of its own server;
 * - with FLOOR=member (`npm run build:floor:member`): the member floor
 *   (src/prerender/member-floor/member-floor-entry.tsx) in .tmp/dist-floor-member, for the prefix
 *   MEMBER_FLOOR_BASE of the app's own server (`--static-at /floor=.tmp/dist-floor-member`), so it
 *   shares the app's origin, session storage and mock.
 */
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import main from './rsbuild.config';
import { MEMBER_FLOOR_BASE } from './src/prerender/member-floor/floor-base.mjs';

const isPlugin = (plugin: unknown): plugin is RsbuildPlugin => typeof plugin === 'object' && plugin !== null && 'name' in plugin;

export default defineConfig(async (env) => {
  // The app's config refuses a production build with the mock's signing key unless told it is a mock
  // build; the floors run on the mock only, so they are one.
  process.env.MOCK_BUILD ??= 'true';
  const member = process.env.FLOOR === 'member';
  const base = await main(env);
  return {
    ...base,
    // The chunk list (.tmp/build-chunks.json) describes the app for the budget check: a floor's would overwrite it.
    plugins: (base.plugins ?? []).filter((plugin) => !(isPlugin(plugin) && plugin.name === 'module-list')),
    source: { ...base.source, entry: { index: member ? './src/prerender/member-floor/member-floor-entry.tsx' : './src/prerender/floor-entry.tsx' } },
    output: {
      ...base.output,
      distPath: { root: member ? '.tmp/dist-floor-member' : '.tmp/dist-floor' },
      ...(member ? { assetPrefix: `${MEMBER_FLOOR_BASE}/` } : {}),
    },
  } satisfies RsbuildConfig;
});
