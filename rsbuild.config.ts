import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig(({ command }) => {
  const { publicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
  const dev = command === 'dev';
  // `npm run dev` runs on the in-browser mock unless told otherwise; builds never include it.
  const useMock = dev ? (process.env.PUBLIC_USE_MOCK ?? 'true') : 'false';

  return {
    plugins: [pluginReact()],
    source: {
      entry: { index: './src/main.tsx' },
      define: {
        ...publicVars,
        'import.meta.env.PUBLIC_USE_MOCK': JSON.stringify(useMock),
        'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify(pkg.version),
        'import.meta.env.PUBLIC_BUILD_TIME': JSON.stringify(new Date().toISOString()),
      },
    },
    resolve: {
      alias: {
        '@': './src',
        '@mocks': './mocks',
        '@lang': './lang',
      },
    },
    html: {
      title: 'Privilege',
      meta: {
        viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
        'theme-color': '#0b4ea2',
        description: 'Member privileges and points',
      },
    },
    output: {
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
      legalComments: 'none',
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      historyApiFallback: true,
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
  };
});
