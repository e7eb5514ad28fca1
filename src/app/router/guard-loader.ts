/**
 * Runs before every navigation to a screen: gathers the session state, applies
 * `decideNavigation`, and on success fills channel data from the token payload, then starts the
 * screen's data (its `loader`, route-types ScreenLoader).
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { waitBriefly } from '@/app/bootstrap/first-data-wait';
import type { ScreenLoader } from '@/app/router/route-types';
import { getLang } from '@/shared/i18n/lang-store';
import { ensureLateMessages, ensureMessages } from '@/shared/i18n/messages';
import { channelDataFromToken, decodeToken, isTokenExpired } from '@/shared/lib/token';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { channelData, confirmSessionFailure, handleSessionFailure } from '@/shared/session/session';
import { readToken } from '@/shared/session/token';
import { decideNavigation, type GuardState, type RouteAuth } from './guard';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The token and, for a member token, the customer info (fetched once, then cached); a failed look-up throws as it came. */
async function readGuardState(auth: RouteAuth): Promise<GuardState> {
  const token = readToken();
  if (!token || auth === 'public') return { token, payload: null, customer: null };
  // The decoder is in the start-up chunk: the member chrome and the privilege list read the token's claims too (session-kind).
  const decoded = decodeToken(token);
  const payload = decoded.ok ? decoded.payload : null;
  if (payload && isTokenExpired(payload)) return { token, payload, customer: null, expired: true };
  if (payload?.guest === true) return { token, payload, customer: null };
  // Loaded only for member tokens, so visitors' first screen does not carry the API client.
  const { ensureCustomerInfo, consentPending } = await import('@/shared/session/customer-info');
  const info = await ensureCustomerInfo();
  return { token, payload, customer: info.customer_info, consentPending: consentPending(info) };
}

/** Reads the token and, for a member token, the customer info; a failed look-up ends the session. */
export async function gatherGuardState(auth: RouteAuth): Promise<GuardState> {
  try {
    return await readGuardState(auth);
  } catch (error) {
    if (isAbort(error)) throw error;
    await confirmSessionFailure(error);
    throw redirect(ROOT_ROUTE);
  }
}

/**
 * Starts the guard's look-up ahead of the first navigation (start-up, app/bootstrap/first-data.ts):
 * the navigation's own then joins it (ensureCustomerInfo shares a check under way) and handles a
 * failure as always.
 */
export function startGuardLookUp(auth: RouteAuth): void {
  readGuardState(auth).catch(() => undefined);
}

/** Member extras after a passing guard: channel data, then the default-address look-up (docs/spec.md §4). */
async function afterMemberPass(token: string, registered: boolean): Promise<void> {
  if (!channelData.get()) channelData.set(channelDataFromToken(token));
  if (!registered) return;
  const { cachedCustomerInfo, loadDefaultAddress } = await import('@/shared/session/customer-info');
  const info = cachedCustomerInfo();
  if (info) loadDefaultAddress(info).catch((error: unknown) => void handleSessionFailure(error));
}

export interface GuardedRoute {
  auth: RouteAuth;
  /** 'core' when the screen needs only the core messages; otherwise all are loaded first. */
  messages?: 'core' | 'late';
  allowUnregistered?: boolean;
  /** The screen's chunk; its `loader` starts the screen's data. */
  load?: () => Promise<{ loader?: ScreenLoader }>;
  /** What the screen renders in (the member chrome), fetched with the chunk. */
  chrome?: () => Promise<unknown>;
}

/** The screen's messages (the core ones are in from the start); a failure leaves the keys shown. */
function ensureScreenMessages(messages: GuardedRoute['messages']): Promise<unknown> | undefined {
  if (messages === 'core') return undefined;
  return (messages === 'late' ? ensureLateMessages : ensureMessages)(getLang()).catch(() => undefined);
}

export function createGuardLoader({ auth, allowUnregistered = false, load, chrome, messages }: GuardedRoute) {
  return async function guardLoader(args: LoaderFunctionArgs): Promise<null> {
    // The screen's chunk, chrome and messages, then its data, only once the guard has passed: a
    // refused visitor asks for none of them (measured: fetching the chunk during the checks bought
    // nothing beyond the bench's noise, tests/tools/bench/README.md).
    if (auth !== 'public') {
      // The request's URL has no hash; the loader's `url` (the navigation's location) keeps it.
      const url = new URL(args.request.url);
      const target = `${url.pathname}${url.search}${args.url.hash}`;
      const state = await gatherGuardState(auth);
      const decision = decideNavigation({ auth, target, allowUnregistered }, state);
      if ('redirect' in decision) {
        if (decision.sessionExpired) await (await import('@/shared/session/session-expired')).endExpiredSession();
        throw redirect(decision.redirect);
      }
      if (state.token && state.customer) void afterMemberPass(state.token, state.customer.isregistered);
    }
    const [chunk, frame, texts] = [load?.(), chrome?.(), ensureScreenMessages(messages)] as const;
    await Promise.all([texts, frame, chunk?.then((screen) => waitBriefly(screen.loader?.(args)))]);
    return null;
  };
}
