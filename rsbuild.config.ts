import { defineConfig, loadEnv, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pluginModuleList } from './config/rsbuild-module-list';
import { MANTINE_CHUNKS, SHARED_APP_CHUNKS, START_UP_REQUESTS } from './config/budgets.mjs';
import { pluginCompileHints } from './config/compile-hints.mjs';
import { fileURLToPath } from 'node:url';
import { MOCK_GAME_HEADERS, contentSecurityPolicy, headersFile, originOf, securityHeaders } from './config/security-headers.mjs';
import { prerenderChoiceScript, scriptHash } from './config/prerender-choice.mjs';
import { assertSigningKey } from './config/signing-guard.mjs';
import { MOCK_SIGNING_KEY } from './mocks/signing';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const messagesLoader = fileURLToPath(new URL('./src/shared/i18n/compile-messages.loader.cjs', import.meta.url));
const routeMetaLoader = fileURLToPath(new URL('./config/route-meta-loader.cjs', import.meta.url));

/** The security headers' files a production host reads (config/security-headers.mjs, docs/security.md §2). */
function pluginSecurityHeaders(headers: Record<string, string>): RsbuildPlugin {
  return {
    name: 'security-headers',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset('_headers', new sources.RawSource(headersFile(headers)));
        compilation.emitAsset('security-headers.json', new sources.RawSource(`${JSON.stringify(headers, null, 2)}\n`));
      });
    },
  };
}

/** `npm run dev`: the app's field vitals (src/shared/metrics/field-vitals.ts), logged in the terminal. */
async function logFieldVitals(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { describeVitals, parseVitals } = await import('./mocks/server/vitals');
  let report: ReturnType<typeof parseVitals> = 'body is not JSON';
  try {
    report = parseVitals(JSON.parse(Buffer.concat(chunks).toString('utf8')));
  } catch {
    // Reported below as not JSON.
  }
  if (typeof report !== 'string') console.log(describeVitals(report));
  res.writeHead(typeof report === 'string' ? 400 : 204).end();
}

export default defineConfig(async ({ command }) => {
  const { publicVars, rawPublicVars } = loadEnv({ prefixes: ['PUBLIC_'] });
  const dev = command === 'dev';
  const apiBaseUrl = rawPublicVars.PUBLIC_API_BASE_URL ?? process.env.PUBLIC_API_BASE_URL;
  const gameBaseUrl = rawPublicVars.PUBLIC_GAME_BASE_URL ?? process.env.PUBLIC_GAME_BASE_URL;
  const production = command === 'build' && process.env.NODE_ENV !== 'development';
  // A production build embeds the signing key (docs/spec.md §6): never the mock's, unless MOCK_BUILD=true.
  const signingKey = rawPublicVars.PUBLIC_SIGNING_KEY ?? process.env.PUBLIC_SIGNING_KEY;
  if (production) assertSigningKey({ key: signingKey, defaultKey: MOCK_SIGNING_KEY, mockBuild: process.env.MOCK_BUILD });
  // Field vitals: off in a build unless PUBLIC_VITALS_URL is set; `npm run dev` reports to its own
  // server, which logs them (the /__mock/vitals middleware below).
  const vitalsUrl = rawPublicVars.PUBLIC_VITALS_URL ?? process.env.PUBLIC_VITALS_URL ?? (dev ? '/__mock/vitals' : '');
  // `npm run dev` runs on the in-browser mock unless told otherwise; builds never include it.
  const useMock = dev ? (process.env.PUBLIC_USE_MOCK ?? 'true') : 'false';
  // A mock run that names no key (`npm run dev` on the mock, a MOCK_BUILD=true build) signs with the
  // mock's: the app holds no key of its own (src/shared/config/env.ts).
  const mockRun = useMock === 'true' || process.env.MOCK_BUILD === 'true';
  const mockKey = !signingKey && mockRun ? { 'import.meta.env.PUBLIC_SIGNING_KEY': JSON.stringify(MOCK_SIGNING_KEY) } : {};
  // A build's first screen is prerendered (config/prerender.mjs); this inline script, generated from
  // src/app/bootstrap/prerender-choice.ts and allowed by the hash of exactly its source, picks the
  // variant before first paint, and under the signed-in shell sends the start screen's first reads,
  // to the app's API and signed with the app's key.
  const choiceScript =
    command === 'build'
      ? await prerenderChoiceScript({ year: new Date().getFullYear(), apiBaseUrl, signingKey: signingKey || (mockRun ? MOCK_SIGNING_KEY : '') })
      : '';
  const security = {
    apiBaseUrl,
    gameBaseUrl,
    connectOrigins: [originOf(vitalsUrl)].filter(Boolean),
    scriptHashes: choiceScript ? [scriptHash(choiceScript)] : [],
  };
  // The module and chunk lists the budget check and the prerender read (.tmp/); a test's build into a
  // folder of its own puts its lists elsewhere (BUILD_LISTS_DIR), so it never replaces those of dist/.
  const listsDir = process.env.BUILD_LISTS_DIR || '.tmp';

  return {
    plugins: [
      pluginReact(),
      ...(dev ? [] : [pluginModuleList(listsDir), pluginSecurityHeaders(securityHeaders({ ...security, hsts: true })), pluginCompileHints(START_UP_REQUESTS)]),
    ],
    source: {
      // On the mock, its browser entry first: it installs the dev hooks the app reaches the mock through.
      entry: { index: useMock === 'true' ? ['./mocks/browser-entry.ts', './src/main.tsx'] : './src/main.tsx' },
      define: {
        ...publicVars,
        ...mockKey,
        'import.meta.env.PUBLIC_USE_MOCK': JSON.stringify(useMock),
        'import.meta.env.PUBLIC_VITALS_URL': JSON.stringify(vitalsUrl),
        // A literal, so a build without the home-screen shortcut drops its code (src/features/history/ui/EcodeWallet.tsx).
        'import.meta.env.PUBLIC_LINE_SHORTCUT': JSON.stringify(rawPublicVars.PUBLIC_LINE_SHORTCUT ?? process.env.PUBLIC_LINE_SHORTCUT ?? 'false'),
        'import.meta.env.PUBLIC_APP_VERSION': JSON.stringify(pkg.version),
        'import.meta.env.PUBLIC_BUILD_TIME': JSON.stringify(new Date().toISOString()),
      },
    },
    resolve: {
      alias: {
        // Messages are compiled to ICU ASTs at build time (rule below), so the runtime parser stays out.
        '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/lib/no-parser.js',
        // react-router's package points every build at its development bundle (remix-run/react-router#14102):
        // a build takes its production one, the same code with the development warnings off.
        ...(dev ? {} : { 'react-router$': './node_modules/react-router/dist/production/index.mjs' }),
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
          ? // The same policy as the header, for hosts that send none (a meta tag cannot carry frame-ancestors).
            [
              { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(security, { meta: true }) }, head: true, append: false },
              { tag: 'script', children: choiceScript, head: false, append: true },
            ]
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
            // The route metadata ships without the fields only tools read, and each screen is an
            // import() of its own (config/route-meta-loader.cjs).
            { test: /[\\/]src[\\/]shared[\\/]routing[\\/]route-meta\.mjs$/, use: [{ loader: routeMetaLoader, options: { emit: 'data' } }] },
            { test: /[\\/]src[\\/]app[\\/]router[\\/]screen-loaders\.ts$/, use: [{ loader: routeMetaLoader, options: { emit: 'loaders' } }] },
          ],
        },
      },
    },
    output: {
      distPath: { root: process.env.BUILD_OUT_DIR ?? 'dist' },
      legalComments: 'none',
    },
    dev: {
      // Rsbuild compiles a dynamic import on first request in dev. Packages are compiled up front: a
      // package chunk compiled on demand (the LIFF SDK) could miss a module that landed in another
      // chunk, and the first page after a cold start failed ("reading 'call'").
      lazyCompilation: { imports: true, entries: false, test: (module) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '') },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      // mocks/public (the MSW worker, mock images) is served in dev only and never copied into a build.
      publicDir: dev ? [{ name: 'public' }, { name: 'mocks/public', copyOnBuild: false }] : { name: 'public' },
      historyApiFallback: true,
      // The production headers on `rsbuild preview`; on `rsbuild dev` also the hot-reload socket.
      headers: securityHeaders({ ...security, dev }),
      // The mock's playable game page (mocks/game/page.ts) on the dev server only (not preview, not a
      // build); its result report goes to the browser worker (mocks/game/result.ts).
      setup: dev
        ? (context) => {
            if (context.action !== 'dev') return;
            context.server.middlewares.use(async (req, res, next) => {
              const pathname = (req.url ?? '').split('?')[0] ?? '';
              if (pathname === '/__mock/vitals' && req.method === 'POST') return logFieldVitals(req, res);
              if (!pathname.startsWith('/__game/')) return next();
              const { gameAsset } = await import('./mocks/game/page');
              const asset = gameAsset(pathname);
              if (!asset) return next();
              res.writeHead(200, { ...MOCK_GAME_HEADERS, 'Content-Type': asset.type, 'Cache-Control': 'no-store' });
              res.end(asset.body);
            });
          }
        : undefined,
    },
    performance: {
      // The Thai and Latin files of the variable font (weights 400–700) are needed by the first screen:
      // fetch them with the HTML. Start-up waits for them behind the splash (bootstrap/fonts-ready.ts).
      preload: { type: 'all-assets', include: [/noto-sans-thai-(thai|latin)-wght-400-700\.[\w]+\.woff2$/] },
      chunkSplit: {
        strategy: 'split-by-experience',
        // Mantine and its dependencies in named chunks of their own (the UI-kit rule of
        // src/app/README.md); config/check-budgets.mjs holds them to their budget.
        forceSplitting: { ...MANTINE_CHUNKS, ...SHARED_APP_CHUNKS },
      },
    },
  };
});
