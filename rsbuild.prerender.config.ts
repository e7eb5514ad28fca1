/**
 * The app's rsbuild config, built for Node with one entry: the build-time renderer of the first
 * screens (src/app/bootstrap/prerender-entry.tsx), run by config/prerender.mjs. Same aliases, loaders and
 * defines as the client build, so the prerendered HTML is what the client renders.
 */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import main from './rsbuild.config';

export default defineConfig(async (env) => {
  const base = (typeof main === 'function' ? await main(env) : main) as RsbuildConfig;
  return {
    ...base,
    plugins: [pluginReact()],
    source: { ...base.source, entry: { prerender: './src/app/bootstrap/prerender-entry.tsx' } },
    html: undefined,
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    output: { ...base.output, target: 'node', distPath: { root: '.tmp/prerender' }, minify: false, cleanDistPath: true },
  } satisfies RsbuildConfig;
});
