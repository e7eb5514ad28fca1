/**
 * A session on this device, from start to end: the token the server has accepted, the channel data
 * it carries, the "session changed" event, starting a session and ending it (locally, or after a
 * failure with the error dialog). The stored token itself: `./token.ts`.
 */
import { forgetPendingAttempts } from '@/shared/api/pending-attempts-key';
import { errorMessage } from '@/shared/api/error-message';
import { queryClient, setRefusedSessionHandler } from '@/shared/api/query-client';
import { getLang } from '@/shared/i18n/lang-store';
import { decodeToken, type ChannelData } from '@/shared/lib/token';
import { createSignal, createStore } from '@/shared/lib/store';
import { navigateTo } from '@/shared/routing/navigator';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { clearToken, writeToken } from './token';

// ---- "The session token changed" (sign-in, guest session, logout), for subscribers such as useSessionKind.

const sessionChanged = createSignal();

export function notifySessionChanged(): void {
  sessionChanged.notify();
}

export function onSessionChanged(listener: () => void): () => void {
  return sessionChanged.subscribe(listener);
}

// ---- The accepted token.

/**
 * The one session token the server has accepted in this visit: customer info answered 200 for it
 * (set by ensureCustomerInfo). Claims of any other token are unverified, so member-only UI waits
 * (useSessionKind answers 'pending' for them). Kept in memory only: a reload asks the server again.
 */
let accepted: string | null = null;

export function acceptedToken(): string | null {
  return accepted;
}

export function isAcceptedToken(token: string | null): boolean {
  return token !== null && token === accepted;
}

export function markTokenAccepted(token: string): void {
  if (accepted === token) return;
  accepted = token;
  notifySessionChanged();
}

export function forgetAcceptedToken(): void {
  accepted = null;
}

/**
 * 'member' for a member token the server has accepted (customer info answered 200 for it),
 * 'pending' for a member token it has not (yet): its claims are unverified, so no member-only UI;
 * 'guest' for a guest session token, 'none' without a token. Guest claims need no acceptance:
 * they unlock nothing a visitor cannot get by starting a guest session, and the server refuses
 * every call of a token it did not issue. In React: useSessionKind (./session-kind.ts).
 */
export type SessionKind = 'member' | 'pending' | 'guest' | 'none';

export function sessionKindOf(token: string | null): SessionKind {
  if (!token) return 'none';
  const decoded = decodeToken(token);
  if (decoded.ok && decoded.payload.guest === true) return 'guest';
  return isAcceptedToken(token) ? 'member' : 'pending';
}

// ---- Channel data.

/**
 * Channel data (docs/spec.md §2 guard, §3): channel_name and channel_type from the session token's payload,
 * filled by the route guard when missing. Client-only state, so it lives in a small store.
 */
export const channelData = createStore<ChannelData | null>(null);

// ---- Start and end.

/** Drops every cached answer and the channel data: nothing of another session may show. */
function forgetServerData(): void {
  forgetAcceptedToken();
  void queryClient.cancelQueries();
  queryClient.clear();
  channelData.set(null);
}

/**
 * Starts a session with `token` (member or guest). False when the browser would not keep the
 * token (storage blocked or full): there is no session then, and the caller says so.
 */
export async function startSession(token: string): Promise<boolean> {
  forgetServerData();
  if (!writeToken(token)) return false;
  notifySessionChanged();
  return true;
}

/**
 * Forgets the session locally: token, channel data, cached queries and the point-moving writes
 * whose outcome was still unknown (the next member must not replay them).
 */
export function endSessionLocally(): void {
  clearToken();
  forgetPendingAttempts();
  forgetServerData();
  notifySessionChanged();
}

// ---- Session failure.

let failing: Promise<void> | null = null;

/**
 * docs/spec.md §4 session failure: when customer info (or the default address) cannot be loaded, an error
 * dialog shows the error's message in the stored language; on confirm the token is removed. Resolves
 * once the member has confirmed; the caller then returns to the root route.
 */
export function confirmSessionFailure(error: unknown): Promise<void> {
  failing ??= (async () => {
    const description = errorMessage(error, getLang());
    await dialog.open({ type: 'error', description });
    endSessionLocally();
  })().finally(() => {
    failing = null;
  });
  return failing;
}

/** For failures outside navigation (e.g. background address look-up): also goes to root. */
export async function handleSessionFailure(error: unknown): Promise<void> {
  await confirmSessionFailure(error);
  navigateTo(ROOT_ROUTE, { replace: true });
}

// A session the server refuses (any call's 401 UNAUTHORIZED, reported by the query client) ends as a
// failure wherever the call was made. Registered when this module loads: the route guard imports it,
// so it is in place before the first call.
setRefusedSessionHandler((error) => void handleSessionFailure(error));
