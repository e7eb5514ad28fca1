/**
 * LINE (LIFF) state shared with the rest of the app, and the actions that need the SDK once it
 * has been initialised (`liff-init.ts`, loaded at start-up only when a LIFF id is configured).
 *
 * - Inside the LINE client, `liff.init` signs in to LINE automatically.
 * - In an external browser LINE login happens only when the member asks to link LINE
 *   (`linkLine()`), never as a redirect on load.
 */
import { createStore } from '@/shared/lib/store';
import type { LiffApi, LiffApiName, LiffMode, LiffProfile } from './liff-types';

export interface LiffState {
  mode: LiffMode;
  loggedIn: boolean;
  profile: LiffProfile | null;
}

let liff: LiffApi | null = null;
const store = createStore<LiffState>({ mode: 'browser', loggedIn: false, profile: null });

export function setLiffState(patch: Partial<LiffState>): void {
  store.set((current) => ({ ...current, ...patch }));
}

/** Set by liff-init once `liff.init` has resolved (null after a failure). */
export function setLiffSdk(sdk: LiffApi | null): void {
  liff = sdk;
}

/** The initialised SDK (null without LIFF), for the LINE actions kept in their own modules (`liff-share.ts`,
 * `line-official-account.ts`), so the first route does not carry them. */
export function getLiffSdk(): LiffApi | null {
  return liff;
}

export function getLiffState(): LiffState {
  return store.get();
}

/** True when LINE login can be offered (LIFF initialised outside the LINE client, not yet linked). */
export function canLinkLine(): boolean {
  return liff !== null && store.get().mode === 'external' && !store.get().loggedIn;
}

/** Starts LINE login when the member asks to link LINE; returns here afterwards. */
export function linkLine(): void {
  if (!liff || store.get().loggedIn) return;
  liff.login({ redirectUri: window.location.href });
}

export function liffLogoutIfLoggedIn(): void {
  if (!liff || !store.get().loggedIn) return;
  try {
    liff.logout();
  } catch {
    console.warn('LINE logout failed');
  }
  setLiffState({ loggedIn: false, profile: null });
}

/** Whether a LINE feature can be used here (false without LIFF). */
export function isLineApiAvailable(api: LiffApiName): boolean {
  if (!liff) return false;
  try {
    return liff.isApiAvailable(api);
  } catch {
    return false;
  }
}

/** Opens an address outside the app: the phone's browser from LINE, a new tab otherwise. */
export function openExternalUrl(url: string): void {
  if (liff) {
    liff.openWindow({ url, external: true });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function useLiffState(): LiffState {
  return store.use();
}
