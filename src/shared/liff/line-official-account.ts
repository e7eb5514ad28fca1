/**
 * The programme's LINE official account: its id (build-time `PUBLIC_LINE_OA_ID`, docs/architecture.md §5), its
 * add-friend page, and whether the member is its friend. Kept apart from `liff-client.ts`, which
 * the first route carries, so only the screens that use the account load this.
 */
import { getLiffSdk, getLiffState } from './liff-client';

/** Stand-in id when PUBLIC_LINE_OA_ID is not set. */
const DEFAULT_LINE_OA_ID = '@ntprivilege';

/** The account's LINE id, with its leading `@` (as typed in LINE's friend search). */
export const LINE_OA_ID = import.meta.env.PUBLIC_LINE_OA_ID?.trim() || DEFAULT_LINE_OA_ID;

/** LINE's add-friend page of an account id (`https://line.me/R/ti/p/%40…`). */
export function lineAddFriendUrl(id: string = LINE_OA_ID): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
}

/**
 * Whether the member has added the official account as a friend; null when it cannot be known
 * (no LIFF, not signed in to LINE, the `profile` permission not granted, or LINE did not answer).
 * docs/spec.md §6: the permission is checked first (`liff.permission.query`), and never requested from here.
 */
export async function getFriendship(): Promise<boolean | null> {
  const liff = getLiffSdk();
  if (!liff || !getLiffState().loggedIn) return null;
  try {
    if ((await liff.permission.query('profile')).state !== 'granted') return null;
    return (await liff.getFriendship()).friendFlag;
  } catch {
    console.warn('LINE friendship unavailable');
    return null;
  }
}

/** Opens the account's add-friend page: inside LINE in LINE itself, a new tab elsewhere. */
export function openAddFriend(): void {
  const liff = getLiffSdk();
  const url = lineAddFriendUrl();
  if (liff && getLiffState().mode === 'client') {
    liff.openWindow({ url, external: false });
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}
