/**
 * LINE (LIFF) state shared with the rest of the app, and the actions that need the SDK once it
 * has been initialised (`liff-init.ts`, loaded at start-up only when a LIFF id is configured).
 *
 * - Inside the LINE client, `liff.init` signs in to LINE automatically.
 * - In an external browser LINE login happens only when the member asks to link LINE
 *   (`linkLine()`), never as a redirect on load.
 */
import { useSyncExternalStore } from 'react';
import type { LiffApi, LiffApiName, LiffMode, LiffProfile, LiffShareMessage } from './liff-types';

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

/** Whether a LINE feature can be used here (false without LIFF). */
export function isLineApiAvailable(api: LiffApiName): boolean {
  if (!liff) return false;
  try {
    return liff.isApiAvailable(api);
  } catch {
    return false;
  }
}

/**
 * Whether the member has added the official account as a friend; null when it cannot be known
 * (no LIFF, not signed in to LINE, or LINE did not answer).
 */
export async function getFriendship(): Promise<boolean | null> {
  if (!liff || !state.loggedIn) return null;
  try {
    return (await liff.getFriendship()).friendFlag;
  } catch {
    console.warn('LINE friendship unavailable');
    return null;
  }
}

export type ShareResult = 'sent' | 'cancelled' | 'unavailable';

/** True when `shareMessages` can open LINE's share target picker. */
export function canShareMessages(): boolean {
  return state.loggedIn && isLineApiAvailable('shareTargetPicker');
}

/**
 * Lets the member send messages to LINE friends and groups (share target picker). Resolves
 * 'unavailable' without LIFF, LINE login or picker support; rejects when LINE fails.
 */
export async function shareMessages(messages: LiffShareMessage[]): Promise<ShareResult> {
  if (!liff || !canShareMessages()) return 'unavailable';
  const result = await liff.shareTargetPicker(messages, { isMultiple: true });
  return result ? 'sent' : 'cancelled';
}

/** Opens an address outside the app: the phone's browser from LINE, a new tab otherwise. */
export function openExternalUrl(url: string): void {
  if (liff) {
    liff.openWindow({ url, external: true });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiffState(): LiffState {
  return useSyncExternalStore(subscribe, getLiffState, getLiffState);
}
