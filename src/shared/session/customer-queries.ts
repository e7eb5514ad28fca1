/**
 * Customer info, points and the default-address look-up, cached by react-query with the
 * generated client's query keys (so generated hooks for the same endpoints share the cache).
 */
import { queryOptions } from '@tanstack/react-query';
import { getAddressDetail, getGetAddressDetailQueryKey } from '@/generated/address/address';
import { getCustomerInfo, getGetCustomerInfoQueryKey, getGetPointQueryKey, getPoint, useGetCustomerInfo } from '@/generated/customer/customer';
import { applyCustomerInfo, setCustomerState } from './customer-store';
import type { CustomerAddress, CustomerInfoResponse } from './customer-types';
import { queryClient } from './query-client';

export { ADDRESS_DETAIL_PATH, CUSTOMER_INFO_PATH, POINT_PATH } from './query-keys';

/** Loaded once per session; sign-in and registration invalidate it. */
export const customerInfoQuery = queryOptions({
  queryKey: getGetCustomerInfoQueryKey(),
  queryFn: ({ signal }) => getCustomerInfo(undefined, signal),
  staleTime: Infinity,
  retry: false,
});

export const pointQuery = queryOptions({
  queryKey: getGetPointQueryKey(),
  queryFn: ({ signal }) => getPoint(undefined, signal),
  staleTime: 60_000,
  retry: false,
});

export function addressDetailQuery(customeraddressId: number) {
  const params = { customeraddress_id: customeraddressId };
  return queryOptions({
    queryKey: getGetAddressDetailQueryKey(params),
    queryFn: ({ signal }) => getAddressDetail(params, undefined, signal),
    staleTime: Infinity,
    retry: false,
  });
}

let stopSync: (() => void) | null = null;

/** Customer info from the cache, fetched when missing or invalidated; the store is updated from it. */
export async function ensureCustomerInfo(): Promise<CustomerInfoResponse> {
  stopSync ??= syncCustomerStoreWithCache();
  // fetchQuery (not ensureQueryData): cached data is reused until invalidated (sign-in,
  // registration, profile changes), then fetched again before the guard decides.
  const response = await queryClient.fetchQuery(customerInfoQuery);
  applyCustomerInfo(response);
  return response;
}

/** Refreshes the points balance into the store; a failure keeps the previous value. */
export async function refreshPoint(): Promise<void> {
  try {
    const balance = await queryClient.fetchQuery(pointQuery);
    setCustomerState({ point: balance.point });
  } catch (error) {
    console.warn('Points balance is unavailable', error instanceof Error ? error.name : 'error');
  }
}

/** Loads the default address detail into `addressSelect`; rejects when the look-up fails. */
export async function loadDefaultAddress(address: CustomerAddress): Promise<void> {
  const detail = await queryClient.fetchQuery(addressDetailQuery(address.customeraddress_id));
  setCustomerState({ addressSelect: { ...address, ...detail } });
}

/** Keeps the store in step with the cached customer info (e.g. after a refetch elsewhere). */
export function syncCustomerStoreWithCache(): () => void {
  const [path] = customerInfoQuery.queryKey;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== path || event.action.type !== 'success') return;
    const data = event.query.state.data as CustomerInfoResponse | undefined;
    if (data) applyCustomerInfo(data);
  });
}

/** The cached customer info as a hook (generated `useGetCustomerInfo`, loaded once). */
export function useCustomerInfo() {
  return useGetCustomerInfo({ query: { staleTime: Infinity, retry: false } });
}
