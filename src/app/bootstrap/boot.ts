/**
 * Start-up, from the entry (src/main.tsx). The stylesheets come with the page (the build inlines
 * them, config/prerender.mjs); the app's code is requested only once a prerendered first screen has
 * painted, or after the first frame when there is none (all of it at once), so that screen paints
 * without waiting for it (nor, in Lighthouse's simulation, counting it). The libraries are then
 * evaluated one per task before the app, so no single task keeps the main thread from the member's
 * first tap for long.
 */
import { MARKS, preloadFiles, readBootChunks } from './prerender-page';
import { screenShown } from './screen-shown';
import { afterNextPaint, nextTask } from '@/shared/lib/after-paint';
import { prepareFormats } from '@/shared/i18n/format';
import { readStoredLang } from '@/shared/i18n/lang';

/**
 * The first contentful paint has been presented (a frame callback runs before its paint, so it is
 * not enough); at most a second (a hidden tab paints nothing), at once without paint timing.
 */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      resolve();
      return;
    }
    const timer = setTimeout(resolve, 1000);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * Loaded in this order, each in its own task; the app's own modules come last. Each names one
 * export it is loaded for (webpackExports), so the libraries stay tree-shaken as when imported statically.
 */
const BOOT_STAGES = [
  () => import(/* webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackExports: ["RouterProvider"] */ 'react-router'),
];

/**
 * Starts the download of every chunk the stages need, in parallel (the build lists them,
 * config/prerender.mjs), so evaluating them one by one costs no extra round trips. Under the
 * prerendered shell (a member on the start address) the inline chooser has asked for them already,
 * with the rest of the member's first screen, before first paint (prerender-choice.ts).
 * One request a task: starting one holds the main thread while the browser's other processes take
 * it up, which on a single busy core came to 50–100 ms for the seven at low-tier CPU, in one task.
 */
async function preloadBootChunks(container: HTMLElement): Promise<void> {
  if (container.hasAttribute(MARKS.preloaded)) return;
  for (const file of readBootChunks()?.boot ?? []) {
    preloadFiles([file]);
    await nextTask();
  }
}

export async function boot(container: HTMLElement): Promise<void> {
  // A prerendered screen paints first (the script shows it once the web font is in): the app's code
  // is asked for only after that paint, so it never competes with the font (nor, in Lighthouse's
  // simulation, counts towards the screen's paint). Under the shell the script has asked for it.
  if (container.dataset.prerendered) {
    await screenShown(container);
    await firstContentfulPaint();
  } else {
    await afterNextPaint();
  }
  await preloadBootChunks(container);
  // Under the member's shell the first screen (the list) shows points and a date. A page's first Intl
  // formatter also sets up the engine's locale data (about 150 ms at 4× CPU): made now, while the
  // app's code is on its way, not in the list's first render, after the data has come.
  if (container.dataset.prerendered === 'shell') {
    prepareFormats(readStoredLang());
    await nextTask();
  }
  for (const stage of BOOT_STAGES) {
    await stage();
    await nextTask();
  }
  const { startApp } = await import('./start-app');
  await nextTask();
  await startApp(container);
}
