/**
 * Delivery addresses in the query cache (generated keys): the list every address screen shares,
 * and what a change to it refreshes.
 */
import { getGetAddressListQueryKey } from '@/generated/address/address';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';
import type { Address } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';

/** The default address first, then the rest in server order. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isdefault) - Number(a.isdefault));
}

/** Shows a created or edited address in every cached list at once, then refreshes the lists and the customer info that embeds them. */
export function applySavedAddress(saved: Address): void {
  queryClient.setQueryData(getGetAddressListQueryKey(), (current: Address[] | undefined) => {
    if (!current) return current;
    const rest = current
      .filter((a) => a.customeraddress_id !== saved.customeraddress_id)
      .map((a) => (saved.isdefault ? { ...a, isdefault: false } : a));
    return sortAddresses([...rest, saved]);
  });
  void queryClient.invalidateQueries({ queryKey: getGetAddressListQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetCustomerInfoQueryKey() });
}
