/**
 * The programme's LINE official account (build-time `PUBLIC_LINE_OA_ID`, see README): its id as
 * members search for it in LINE, and its add-friend address.
 */
import { lineOaId } from '@/shared/config/env';
import { openExternalUrl } from './liff-client';

/** The account's LINE id, with its leading `@` (as typed in LINE's friend search). */
export const LINE_OA_ID = lineOaId;

/** LINE's add-friend page of an account id (`https://line.me/R/ti/p/%40…`). */
export function lineAddFriendUrl(id: string = LINE_OA_ID): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(id)}`;
}

/** Opens the account's add-friend page: in LINE itself inside LINE, a new tab elsewhere. */
export function openAddFriend(): void {
  openExternalUrl(lineAddFriendUrl(), false);
}
