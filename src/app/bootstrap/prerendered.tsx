/**
 * Taking over a prerendered first screen (config/prerender.mjs, prerender-choice.ts). The
 * HTML is painted as soon as the web font is in, so nothing replaces it until the router has finished its first
 * navigation (guard, screen chunk, messages): the sign-in screen is then hydrated, in a transition
 * so that hydrating yields to the member's input; the shell, or a sign-in screen the router did not
 * land on (a redirect, a LINE deep link), is replaced by the app in one commit, never by the splash.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '@/app/router/create-router';
import { paths } from '@/shared/routing/paths';
import { takeHeldSubmit } from './held-submit';
import type { PrerenderedVariant } from './prerender-page';
import { screenShown } from './screen-shown';

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
 * The form the inline chooser held (held-submit.ts), forgotten once read: the same element if
 * hydration kept it, else the form in its place on the sign-in screen.
 */
function takeHeldForm(root: HTMLElement): HTMLFormElement | undefined {
  const held = takeHeldSubmit(root);
  if (!held) return undefined;
  if (held.form.isConnected) return held.form;
  // Rendered anew: only the sign-in screen (the one prerendered screen with a form) takes it, at the
  // address the router has led it to (`/` and the start addresses redirect there).
  return window.location.pathname === paths.login ? (root.querySelectorAll('form')[held.index] ?? undefined) : undefined;
}

/**
 * Rendered by the layout inside its Suspense boundary, after the screen (app/layouts). React hydrates
 * such a boundary in a later pass than the root, so only this effect, which runs after the screen's
 * own (a hydrated field has handed over what was typed into it by then), knows that the screen now
 * handles the member's input: #root is marked `data-app` and no longer `inert`, and a form sent from
 * the static HTML, which the inline script held, is sent again.
 */
export function ScreenLive(): null {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-app')) return;
    root.setAttribute('data-app', '');
    root.inert = false;
    const held = takeHeldForm(root);
    // A task later: the screen has re-rendered with what the fields handed over in their effects.
    if (held) setTimeout(() => held.isConnected && held.requestSubmit(), 0);
  }, []);
  return null;
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
  // Replaced in one commit: a form held from the static screen goes with it.
  takeHeldForm(container);
  container.setAttribute('data-app', '');
  container.inert = false;
  createRoot(container).render(app);
}
