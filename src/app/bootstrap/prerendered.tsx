/**
 * Taking over a prerendered first screen (config/prerender.mjs, config/prerender-choice.mjs). The
 * HTML is painted as soon as the web font is in, so nothing replaces it until the router has finished its first
 * navigation (guard, screen chunk, messages): the sign-in screen is then hydrated, in a transition
 * so that hydrating yields to the member's input; the shell, or a sign-in screen the router did not
 * land on (a redirect, a LINE deep link), is replaced by the app in one commit, never by the splash.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '@/app/routes/create-router';
import { paths } from '@/shared/routing/paths';

export type PrerenderedVariant = 'signin' | 'shell';

/** The variant the inline script chose before first paint, if any (its screen may still wait for the web font). */
export function prerenderedVariant(container: HTMLElement): PrerenderedVariant | null {
  const variant = container.dataset.prerendered;
  return variant === 'signin' || variant === 'shell' ? variant : null;
}

/** Resolves once the router's first navigation (loaders, lazy screen) has finished. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Resolves once the inline script has put the screen in: it waits for the web font first, for at
 * most a few seconds (config/prerender-choice.mjs), and hydrating an empty container would fail.
 */
function screenShown(container: HTMLElement): Promise<void> {
  if (container.firstChild) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.firstChild) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true });
  });
}

export async function takeOverPrerendered(container: HTMLElement, variant: PrerenderedVariant, router: AppRouter, app: ReactNode): Promise<void> {
  await Promise.all([routerReady(router), screenShown(container)]);
  const landed = router.state.location.pathname === paths.login && !router.state.errors;
  // English messages that failed to load start the app in Thai: English HTML would not match it.
  const sameLang = container.dataset.prerenderedLang === document.documentElement.lang;
  if (variant === 'signin' && landed && sameLang) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  createRoot(container).render(app);
}
