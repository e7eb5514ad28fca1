import { forgetPendingAttempts } from '@/shared/api/pending-attempts-key';
import { queryClient } from '@/shared/api/query-client';
import { forgetAcceptedToken } from './accepted-token';
import { channelData } from './channel-data';
import { notifySessionChanged } from './session-events';
import { clearToken, writeToken } from './token-storage';

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
