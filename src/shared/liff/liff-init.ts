/**
 * LIFF initialisation, run once at start-up before the router exists (and loaded only when a
 * LIFF id is configured, or on mock runs).
 *
 * - Mock runs (`PUBLIC_USE_MOCK`): the LIFF mock plugin, `init({ mock: true })`, answering as the
 *   LINE environment chosen in the MOCK panel (mocks/liff/mock-liff.ts, through the dev hook).
 * - A failed init is logged with console.warn and the app continues in browser mode.
 */
import { getLiffState, setLiffSdk, setLiffState, type LiffState } from './liff-client';
import { loadMockLiff, loadRealLiff } from './load-liff';
import type { LiffApi } from './liff-types';

export interface InitLiffOptions {
  /** LIFF app id; empty skips LIFF. */
  liffId: string;
  mock: boolean;
}

async function loadProfile(sdk: LiffApi): Promise<void> {
  try {
    const profile = await sdk.getProfile();
    setLiffState({ profile: { userId: profile.userId, displayName: profile.displayName, pictureUrl: profile.pictureUrl } });
  } catch {
    console.warn('LINE profile unavailable');
  }
}

/** Initialises LIFF; never rejects. */
export async function initLiff({ liffId, mock }: InitLiffOptions): Promise<LiffState> {
  if (!liffId) return getLiffState();
  try {
    const sdk = mock ? await loadMockLiff() : await loadRealLiff();
    await sdk.init(mock ? { liffId, mock: true } : { liffId });
    setLiffSdk(sdk);
    setLiffState({ mode: sdk.isInClient() ? 'client' : 'external', loggedIn: sdk.isLoggedIn() });
    if (getLiffState().loggedIn) void loadProfile(sdk);
  } catch (error) {
    setLiffSdk(null);
    const reason = error instanceof Error ? `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}` : 'unknown';
    console.warn(`LINE integration unavailable (${reason}); continuing in browser mode`);
    setLiffState({ mode: 'browser', loggedIn: false, profile: null });
  }
  return getLiffState();
}
