/**
 * The start-up micro-optimisations of README.md (this folder), each with the edit that switches it off
 * and the bench figures it should move. `npm run bench:ab -- --ablate <name>` builds the tree with the
 * edit and measures it against the unchanged tree, runs interleaved (ab.mjs).
 *
 * An edit names a file, a text that must occur in it exactly once, and its replacement: when the code
 * moves on and the text is gone, the run stops and says which edit to update.
 */

/** @typedef {{ file: string, from: string, to: string }} Edit */
/** @typedef {{ name: string, what: string, measures: string[], edits: Edit[] }} Ablation */

/** @type {Ablation[]} */
export const ABLATIONS = [
  {
    name: 'prerender',
    what: 'prerendered first screens and the inline chooser',
    measures: ['login', 'list'],
    edits: [{ file: 'config/prerender-choice.mjs', from: 'PRERENDER_BUILD_YEAR: JSON.stringify(year)', to: 'PRERENDER_BUILD_YEAR: JSON.stringify(0)' }],
  },
  {
    name: 'critical-css',
    what: 'critical CSS cut and inlined, entry stylesheet inlined',
    measures: ['login', 'list'],
    edits: [
      { file: 'config/prerender.mjs', from: "const page = inlineEntryStylesheet(readFileSync(file, 'utf8'));", to: "const page = readFileSync(file, 'utf8'); void inlineEntryStylesheet;" },
      { file: 'config/prerender.mjs', from: '<style data-critical>${css}</style>', to: '' },
    ],
  },
  {
    name: 'preload-shell',
    what: "the inline chooser preloads the member's first screen",
    measures: ['list'],
    edits: [{ file: 'src/app/bootstrap/prerender-choice.ts', from: "if (variant === 'shell') preloadShell(root, lang, session === 'guest');", to: "if (variant === 'shell' && lang === 'none') preloadShell(root, lang, session === 'guest');" }],
  },
  {
    name: 'early-reads',
    what: "under the shell, the start screen's first reads sent by the inline chooser before the app's code",
    measures: ['list'],
    edits: [{ file: 'src/app/bootstrap/prerender-choice.ts', from: 'void sendEarlyReads(firstReads({ guest })).then(', to: 'void Promise.resolve(firstReads).then(' }],
  },
  {
    name: 'boot-stages',
    what: "app code after first contentful paint, libraries evaluated one per task",
    measures: ['login', 'list'],
    edits: [
      { file: 'src/app/bootstrap/boot.ts', from: '    await screenShown(container);\n    await firstContentfulPaint();', to: '    await screenShown(container);\n    await afterNextPaint();' },
      { file: 'src/app/bootstrap/boot.ts', from: '  for (const stage of BOOT_STAGES) {', to: '  for (const stage of BOOT_STAGES.slice(BOOT_STAGES.length)) {' },
    ],
  },
  {
    name: 'router-tasks',
    what: "the router made in one task and its first navigation started in the next",
    measures: ['login'],
    edits: [{ file: 'src/app/router/create-router.tsx', from: '  await nextTask();\n  return router.initialize();', to: '  return router.initialize();' }],
  },
  {
    name: 'boot-preload-tasks',
    what: 'the boot chunks asked for one a task',
    measures: ['login'],
    edits: [{ file: 'src/app/bootstrap/boot.ts', from: '    preloadFiles([file]);\n    await nextTask();', to: '    preloadFiles([file]);' }],
  },
  {
    name: 'compile-hints',
    what: "V8's compile hint on start-up's and the first routes' chunks",
    measures: ['login', 'list'],
    edits: [{ file: 'rsbuild.config.ts', from: 'pluginCompileHints(START_UP_REQUESTS)', to: 'pluginCompileHints([])' }],
  },
  {
    name: 'first-data',
    what: 'first data asked for under the prerendered shell',
    measures: ['list'],
    edits: [{ file: 'src/app/bootstrap/start-app.tsx', from: 'if (prerendered) startFirstData(prerendered);', to: "if (prerendered === 'signin') startFirstData(prerendered);" }],
  },
  {
    name: 'prepare-formats',
    what: "under the shell, the list's number and date formatters made while the app's code is on its way",
    measures: ['list'],
    edits: [{ file: 'src/app/bootstrap/boot.ts', from: "  if (container.dataset.prerendered === 'shell') {", to: "  if (container.dataset.prerendered === 'none') {" }],
  },
  {
    name: 'first-data-wait',
    what: 'the 250 ms first-data wait',
    measures: ['detail', 'ecode', 'history'],
    edits: [{ file: 'src/app/bootstrap/first-data-wait.ts', from: 'export const FIRST_DATA_WAIT_MS = 250;', to: 'export const FIRST_DATA_WAIT_MS = 0;' }],
  },
  {
    name: 'idle-prefetch',
    what: "idle prefetch of the next screens' chunks and late messages",
    measures: ['detail', 'ecode', 'history'],
    edits: [{ file: 'src/app/bootstrap/idle-prefetch.ts', from: '    if (!prefetch?.length) return undefined;', to: '    if (prefetch) return undefined;' }],
  },
  {
    name: 'lazy-once',
    what: 'screens render at once once their chunk is in (no Suspense throttle)',
    measures: ['detail', 'ecode', 'history'],
    edits: [
      { file: 'src/app/router/create-router.tsx', from: "import { lazyOnce } from '@/shared/lib/lazy-once';", to: "import { lazyOnce } from '@/shared/lib/lazy-once';\nimport { lazy as reactLazy } from 'react';" },
      { file: 'src/app/router/create-router.tsx', from: '  const Screen = screen.lazyExport((module) => module.default);', to: '  const Screen = reactLazy(route.load);' },
    ],
  },
  {
    name: 'card-images',
    what: "the first row's card images requested with the first page",
    measures: ['list'],
    edits: [
      { file: 'src/features/privilege/lib/list-loader.ts', from: '    preloadImages(firstRowImages({ items }));', to: '    void [preloadImages, firstRowImages, items];' },
      { file: 'src/app/bootstrap/first-reads.ts', from: 'onData: (data) => preloadImages(firstRowImages(data as PrivilegePage))', to: 'onData: () => void [preloadImages, firstRowImages]' },
    ],
  },
  {
    name: 'font-weights',
    what: "the web font's files cut to the weights the screens use (400-700)",
    measures: ['login', 'list'],
    edits: [
      {
        file: 'src/app/styles/fonts.css',
        from: "font-weight: 400 700;\n  font-display: swap;\n  src: url('./fonts/noto-sans-thai-thai-wght-400-700.woff2')",
        to: "font-weight: 100 900;\n  font-display: swap;\n  src: url('@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2')",
      },
      {
        file: 'src/app/styles/fonts.css',
        from: "font-weight: 400 700;\n  font-display: swap;\n  src: url('./fonts/noto-sans-thai-latin-wght-400-700.woff2')",
        to: "font-weight: 100 900;\n  font-display: swap;\n  src: url('@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2')",
      },
      { file: 'rsbuild.config.ts', from: 'noto-sans-thai-(thai|latin)-wght-400-700', to: 'noto-sans-thai-(thai|latin)-wght-normal' },
    ],
  },
  {
    name: 'font-preload',
    what: 'web font preloaded with the HTML, text drawn only in the web font',
    measures: ['login', 'list'],
    edits: [
      { file: 'src/app/bootstrap/fonts-ready.ts', from: 'export const DEFAULT_TIMEOUT_MS = 3_000;', to: 'export const DEFAULT_TIMEOUT_MS = 0;' },
      { file: 'rsbuild.config.ts', from: "      preload: { type: 'all-assets', include: [/noto-sans-thai-(thai|latin)-wght-400-700\\.[\\w]+\\.woff2$/] },", to: '' },
    ],
  },
];
