/**
 * Entry. The stylesheets load with the page; the app's code is requested only after the first
 * frame, so a prerendered first screen paints without waiting for it (nor, in Lighthouse's
 * simulation, counting it). The libraries are then evaluated one per task before the app, so no
 * single task keeps the main thread from the member's first tap for long.
 */
import './shared/ui/theme/tokens.css';
import './app/styles/fonts.css';
import './app/styles/app.css';

/** The next task (a hidden tab, which gets no animation frames, waits at most 100 ms). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const afterFirstFrame = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
  });

/**
 * Loaded in this order, each in its own task; the app's own modules come last. Each names one
 * export it is loaded for (webpackExports), so the libraries stay tree-shaken as when imported statically.
 */
const BOOT_STAGES = [
  () => import(/* webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackExports: ["RouterProvider"] */ 'react-router'),
  () => import(/* webpackExports: ["IntlProvider"] */ 'react-intl'),
  () => import(/* webpackExports: ["QueryClientProvider"] */ '@tanstack/react-query'),
];

async function boot(container: HTMLElement): Promise<void> {
  await afterFirstFrame();
  for (const stage of BOOT_STAGES) {
    await stage();
    await nextTask();
  }
  const { startApp } = await import('./app/bootstrap/start-app');
  await startApp(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
