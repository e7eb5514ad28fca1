/**
 * Sharing with LINE friends and groups through LINE's share target picker. Its own module (not
 * liff-client.ts, which the sign-in screen loads) so the first route does not carry it.
 */
import { getLiffSdk, getLiffState } from './liff-client';
import type { LiffShareMessage } from './liff-types';

export type ShareResult = 'sent' | 'cancelled' | 'unavailable';

/** LINE's own wording for a message list outside the platform rule (docs/spec.md §5). */
export const SHARE_MESSAGES_RANGE_ERROR = 'Number of messages should be in range 1 to 5.';
const MAX_SHARE_MESSAGES = 5;

/**
 * The platform rule for messages to send or share (docs/spec.md §5): an array of 1 to 5 objects, each
 * with a `type`. Throws an Error with `SHARE_MESSAGES_RANGE_ERROR` otherwise.
 */
export function assertShareMessages(messages: unknown): asserts messages is LiffShareMessage[] {
  const ok =
    Array.isArray(messages) &&
    messages.length >= 1 &&
    messages.length <= MAX_SHARE_MESSAGES &&
    messages.every((m: unknown) => typeof m === 'object' && m !== null && typeof (m as { type?: unknown }).type === 'string');
  if (!ok) throw new Error(SHARE_MESSAGES_RANGE_ERROR);
}

/** True when `shareMessages` can open LINE's share target picker (LIFF, LINE login, picker support). */
export function canShareMessages(): boolean {
  const liff = getLiffSdk();
  if (!liff || !getLiffState().loggedIn) return false;
  try {
    return liff.isApiAvailable('shareTargetPicker');
  } catch {
    return false;
  }
}

/**
 * Lets the member send messages to LINE friends and groups. The messages are checked first
 * (`assertShareMessages` rejects before LINE is asked, whatever the environment). Resolves
 * 'unavailable' without LIFF, LINE login or picker support, 'cancelled' when the member closes
 * the picker, 'sent' otherwise; rejects when LINE fails.
 */
export async function shareMessages(messages: LiffShareMessage[]): Promise<ShareResult> {
  assertShareMessages(messages);
  const liff = getLiffSdk();
  if (!liff || !canShareMessages()) return 'unavailable';
  const result = await liff.shareTargetPicker(messages, { isMultiple: true });
  return result ? 'sent' : 'cancelled';
}
