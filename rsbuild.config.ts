import { defineConfig, loadEnv } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';
import { pluginModuleList } from './tests/tools/rsbuild-module-list';
import { MANTINE_CHUNKS, SHARED_APP_CHUNKS } from './tests/tools/budgets.mjs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const messagesLoader = fileURLToPath(new URL('./src/shared/i18n/compile-messages.loader.cjs', import.meta.url));

/** Origin of the configured API base URL, for the CSP's connect-src ('' when unset or relative). */
function originOf(url: string | undefined): string {
  try {
    return url ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** Content-Security-Policy of production builds (frame-ancestors cannot be set by a meta tag). */
function contentSecurityPolicy(apiBaseUrl: string | undefined, gameBaseUrl: string | undefined): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    // Mantine sets CSS variables through inline <style> and style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://profile.line-scdn.net https://obs.line-scdn.net",
    "font-src 'self'",
    ['connect-src', "'self'", originOf(apiBaseUrl), 'https://api.line.me', 'https://access.line.me', 'https://liffsdk.line-scdn.net']
      .filter(Boolean)
      .join(' '),
    // The game frame of /game/play: the provider's play page (PUBLIC_GAME_BASE_URL) or the same origin.
    ['frame-src', "'self'", originOf(gameBaseUrl)].filter(Boolean).join(' '),
  ].join('; ');
}

export default defineConfig(({ command }) => {
  const { publicVars, rawPublicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
  const dev = command === 'dev';
  const apiBaseUrl = rawPublicVars.PUBLIC_API_BASE_URL ?? process.env.PUBLIC_API_BASE_URL;
  const gameBaseUrl = rawPublicVars.PUBLIC_GAME_BASE_URL ?? process.env.PUBLIC_GAME_BASE_URL;
  // `npm run dev` runs on the in-browser mock unless told otherwise; builds never include it.
  const useMock = dev ? (process.env.PUBLIC_USE_MOCK ?? 'true') : 'false';

  return {
    plugins: [pluginReact(), ...(dev ? [] : [pluginModuleList('.tmp')])],
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
        // Messages are compiled to ICU ASTs at build time (rule below), so the runtime parser stays out.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/lib/no-parser.js',
        '@': './src',
        '@mocks': './mocks',
        '@lang': './lang',
      },
    },
    html: {
      title: 'Privilege',
      // Thai is the default language; the app updates <html lang> when the member switches.
      template: './src/app/bootstrap/index.html',
      favicon: './public/favicon.svg',
      meta: {
        viewport: 'width=device-width, initial-scale=1, viewport-fit=cover',
        'theme-color': '#0b4ea2',
        description: 'Member privileges and points',
      },
      tags:
        command === 'build'
          ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(apiBaseUrl, gameBaseUrl) }, head: true, append: false }]
          : [],
    },
    tools: {
      rspack: {
        module: {
          rules: [
            // Message catalogues: split by scope and compiled to ICU ASTs (src/shared/i18n/catalog).
            ...(['core', 'rest', 'late', 'all'] as const).map((scope) => ({
              test: /[\\/]lang[\\/][a-z]{2}\.json$/,
              issuer: new RegExp(`[\\\\/]src[\\\\/]shared[\\\\/]i18n[\\\\/]catalog[\\\\/][a-z]{2}-${scope}\\.ts$`),
              type: 'json',
              use: [{ loader: messagesLoader, options: { scope } }],
            })),
          ],
        },
      },
    },
    output: {
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
      legalComments: 'none',
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      // mocks/public (the MSW worker, mock images) is served in dev only and never copied into a build.
      publicDir: dev ? [{ name: 'public' }, { name: 'mocks/public', copyOnBuild: false }] : { name: 'public' },
      historyApiFallback: true,
      // The mock's playable game page (mocks/game/page.ts) on the dev server only (not preview, not a
      // build); its result report goes to the browser worker (mocks/game/result.ts).
      setup: dev
        ? (context) => {
            if (context.action !== 'dev') return;
            context.server.middlewares.use(async (req, res, next) => {
              const pathname = (req.url ?? '').split('?')[0] ?? '';
              if (!pathname.startsWith('/__game/')) return next();
              const { gameAsset } = await import('./mocks/game/page');
              const asset = gameAsset(pathname);
              if (!asset) return next();
              res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'no-store' });
              res.end(asset.body);
            });
          }
        : undefined,
    },
    performance: {
      // The Thai and Latin files of the variable font (every weight) are needed by the first screen:
      // fetch them with the HTML. Start-up waits for them behind the splash (bootstrap/fonts-ready.ts).
      preload: { type: 'all-assets', include: [/noto-sans-thai-(thai|latin)-wght-normal\.[\w]+\.woff2$/] },
      chunkSplit: {
        strategy: 'split-by-experience',
        // Mantine and its dependencies in named chunks of their own (the UI-kit rule of
        // src/app/README.md); tests/tools/check-budgets.mjs holds them to their budget.
        forceSplitting: { ...MANTINE_CHUNKS, ...SHARED_APP_CHUNKS },
      },
    },
  };
});
