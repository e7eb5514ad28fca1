/**
 * Delivery addresses in the query cache (generated keys): the list every address screen shares,
 * shown changed at once after a write, then refreshed with everything that holds addresses
 * (`addressesChanged` in shared/api/refresh.ts).
 */
import { getGetAddressListQueryKey } from '@/generated/address/address';
import type { Address } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';

/** The default address first, then the rest in server order. */
export function sortAddresses(addresses: readonly Address[]): Address[] {
  return [...addresses].sort((a, b) => Number(b.isdefault) - Number(a.isdefault));
}

/** Refetches everything that holds addresses: the list, customer info and every cached address detail. */
function refreshAddresses(): Promise<void> {
  return refresh('addressesChanged');
}

/** Rewrites the cached list at once (when loaded); the refetch of `refreshAddresses` confirms it. */
function updateList(update: (current: Address[]) => Address[]): void {
  queryClient.setQueryData(getGetAddressListQueryKey(), (current: Address[] | undefined) => (current ? sortAddresses(update(current)) : current));
}

/** Shows a created or edited address in every cached list at once, then refreshes what holds addresses. */
export function applySavedAddress(saved: Address): Promise<void> {
  updateList((current) => [
    ...current.filter((a) => a.customeraddress_id !== saved.customeraddress_id).map((a) => (saved.isdefault ? { ...a, isdefault: false } : a)),
    saved,
  ]);
  return refreshAddresses();
}

/** The address `id` became the default. */
export function applyDefaultAddress(id: number): Promise<void> {
  updateList((current) => current.map((a) => ({ ...a, isdefault: a.customeraddress_id === id })));
  return refreshAddresses();
}

/** The address `id` was deleted; `newDefaultId` (from the server's answer) took the default. */
export function applyDeletedAddress(id: number, newDefaultId?: number): Promise<void> {
  updateList((current) =>
    current
      .filter((a) => a.customeraddress_id !== id)
      .map((a) => (newDefaultId === undefined ? a : { ...a, isdefault: a.customeraddress_id === newDefaultId })),
  );
  return refreshAddresses();
}
