/**
 * Delivery-address look-ups and creation, cached by react-query under the request path
 * (the generated client's key convention), so every screen that lists addresses shares one cache.
 */
import { queryOptions } from '@tanstack/react-query';
import { createAddress, getAddressList, getGetAddressListQueryKey } from '@/generated/address/address';
import type { Address, AddressInput } from '@/generated/model';
import { CUSTOMER_INFO_PATH } from '@/shared/session/customer-queries';
import { queryClient } from '@/shared/session/query-client';

export const addressListQuery = queryOptions({
  queryKey: getGetAddressListQueryKey(),
  queryFn: ({ signal }) => getAddressList(undefined, signal) as Promise<Address[]>,
  staleTime: 30_000,
});

/** The default address first, then the rest in server order. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isdefault) - Number(a.isdefault));
}

/** Creates an address and refreshes every cached address list (and the customer info that embeds them). */
export async function createDeliveryAddress(input: AddressInput): Promise<Address> {
  const created = (await createAddress(input)) as Address;
  queryClient.setQueryData<Address[]>(addressListQuery.queryKey, (current) => {
    if (!current) return current;
    const rest = current
      .filter((a) => a.customeraddress_id !== created.customeraddress_id)
      .map((a) => (created.isdefault ? { ...a, isdefault: false } : a));
    return sortAddresses([...rest, created]);
  });
  void queryClient.invalidateQueries({ queryKey: addressListQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: [CUSTOMER_INFO_PATH] });
  return created;
}
