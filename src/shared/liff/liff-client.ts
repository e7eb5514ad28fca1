/**
 * LINE (LIFF) state shared with the rest of the app, and the actions that need the SDK once it
 * has been initialised (`liff-init.ts`, loaded at start-up only when a LIFF id is configured).
 *
 * - Inside the LINE client, `liff.init` signs in to LINE automatically.
 * - In an external browser LINE login happens only when the member asks to link LINE
 *   (`linkLine()`), never as a redirect on load.
 */
import { useSyncExternalStore } from 'react';
import type { LiffApi, LiffMode, LiffProfile } from './liff-types';

export interface LiffState {
  mode: LiffMode;
  loggedIn: boolean;
  profile: LiffProfile | null;
}

let liff: LiffApi | null = null;
let state: LiffState = { mode: 'browser', loggedIn: false, profile: null };
const listeners = new Set<() => void>();

export function setLiffState(patch: Partial<LiffState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Set by liff-init once `liff.init` has resolved (null after a failure). */
export function setLiffSdk(sdk: LiffApi | null): void {
  liff = sdk;
}

export function getLiffState(): LiffState {
  return state;
}

/** True when LINE login can be offered (LIFF initialised outside the LINE client, not yet linked). */
export function canLinkLine(): boolean {
  return liff !== null && state.mode === 'external' && !state.loggedIn;
}

/** Starts LINE login when the member asks to link LINE; returns here afterwards. */
export function linkLine(): void {
  if (!liff || state.loggedIn) return;
  liff.login({ redirectUri: window.location.href });
}

export function liffLogoutIfLoggedIn(): void {
  if (!liff || !state.loggedIn) return;
  try {
    liff.logout();
  } catch {
    console.warn('LINE logout failed');
  }
  setLiffState({ loggedIn: false, profile: null });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiffState(): LiffState {
  return useSyncExternalStore(subscribe, getLiffState, getLiffState);
}
