/**
 * The signed-in member's server data (docs/spec.md §3 "customer store": customer info with its addresses,
 * services and consent versions, the points balance, the default address) lives in react-query
 * under the generated keys, and nowhere else. Components read it with the generated hooks
 * (`useGetCustomerInfo({ query: { select } })`, `useGetPoint()`); this module holds the few reads
 * that run outside React (the route guard, sign-in). A write's new balance: `./balance.ts`.
 */
import { getGetAddressDetailQueryOptions } from '@/generated/address/address';
import { getGetCustomerInfoQueryKey, getGetCustomerInfoQueryOptions } from '@/generated/customer/customer';
import type { CustomerInfoData } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { acceptedToken, isAcceptedToken, markTokenAccepted } from './session';
import { readToken } from './token';

/** For the route guard, which loads this module lazily (the first route does not carry it). */
export { consentPending } from './consent-versions';

/** The check under way, which a second caller for the same token joins (start-up asks early, then the guard). */
let checking: { token: string | null; answer: Promise<CustomerInfoData> } | null = null;

/**
 * Customer info from the cache, fetched when missing or invalidated (sign-in, registration, profile
 * changes). Only answers for the token in storage count: for a token the server has not accepted yet,
 * a cached answer (another token's) is dropped and the server asked; a 200 marks the token accepted.
 */
export function ensureCustomerInfo(): Promise<CustomerInfoData> {
  const token = readToken();
  if (checking?.token === token) return checking.answer;
  const answer = checkCustomerInfo(token).finally(() => {
    if (checking?.answer === answer) checking = null;
  });
  checking = { token, answer };
  return answer;
}

async function checkCustomerInfo(token: string | null): Promise<CustomerInfoData> {
  if (!isAcceptedToken(token)) {
    // Another accepted token's answers are in the cache (the token changed behind the app's back).
    if (acceptedToken() !== null) queryClient.clear();
    else queryClient.removeQueries({ queryKey: getGetCustomerInfoQueryKey() });
  }
  const info = await queryClient.fetchQuery(getGetCustomerInfoQueryOptions());
  if (token !== null && readToken() === token) markTokenAccepted(token);
  return info;
}

/** The cached customer info, if loaded. */
export function cachedCustomerInfo(): CustomerInfoData | undefined {
  return queryClient.getQueryData(getGetCustomerInfoQueryKey());
}

/** Looks up the default delivery address (docs/spec.md §4: a failure ends the session); resolves when cached. */
export async function loadDefaultAddress(info: CustomerInfoData): Promise<void> {
  const address = info.customer_addresses?.find((a) => a.isdefault);
  if (!address) return;
  await queryClient.fetchQuery(getGetAddressDetailQueryOptions({ customeraddress_id: address.customeraddress_id }));
}
