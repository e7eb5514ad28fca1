import { resetCustomerState } from './customer-store';
import { queryClient } from './query-client';
import { CUSTOMER_INFO_PATH, POINT_PATH } from './query-keys';
import { notifySessionChanged } from './session-events';
import { clearToken, writeToken } from './token-storage';

/** Starts a session with `token` (member or guest) and drops any cached customer data. */
export async function startSession(token: string): Promise<void> {
  writeToken(token);
  resetCustomerState();
  queryClient.removeQueries({ queryKey: [POINT_PATH] });
  await queryClient.cancelQueries({ queryKey: [CUSTOMER_INFO_PATH] });
  queryClient.removeQueries({ queryKey: [CUSTOMER_INFO_PATH] });
  notifySessionChanged();
}

/** Forgets the session locally: token, customer store and cached queries. */
export function endSessionLocally(): void {
  clearToken();
  resetCustomerState();
  queryClient.clear();
  notifySessionChanged();
}
