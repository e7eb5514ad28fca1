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

/** Starts a session with `token` (member or guest). */
export async function startSession(token: string): Promise<void> {
  forgetServerData();
  writeToken(token);
  notifySessionChanged();
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
