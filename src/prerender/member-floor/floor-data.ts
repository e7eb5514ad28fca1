/**
 * The member floor's server data: the app's own calls (the generated request functions and the
 * app's fetcher, which reads the session token from storage and signs each call as the app does),
 * each asked once and kept for the visit, as react-query's cache keeps them in the app. No retries,
 * no refetches, no invalidation: the least a screen showing this data must do.
 */
import { useEffect, useReducer } from 'react';
import { getAddressDetail } from '@/generated/address/address';
import { getCustomerInfo, getPoint, validateMigrateSim } from '@/generated/customer/customer';
import { getRedemptionHistory } from '@/generated/history/history';
import { getPrivilegeCategories, getPrivilegeDetail, getPrivilegeList } from '@/generated/privilege/privilege';
import { getActiveEcodes, redeem } from '@/generated/redemption/redemption';
import { getPartners } from '@/generated/reward/reward';
import type { RedeemRequest } from '@/generated/model';

/** One call's answer, once it has come. */
export interface Entry<T> {
  readonly promise: Promise<T>;
  value?: T;
  error?: unknown;
  done: boolean;
}

const cache = new Map<string, Entry<unknown>>();

function request<T>(key: string, call: () => Promise<T>): Entry<T> {
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit) return hit;
  const entry = { done: false } as { -readonly [K in keyof Entry<T>]: Entry<T>[K] };
  entry.promise = call().then(
    (value) => Object.assign(entry, { value, done: true }).value as T,
    (error: unknown) => {
      Object.assign(entry, { error, done: true });
      throw error;
    },
  );
  // Read by the screens through `done`/`error`; nobody else awaits a failure.
  entry.promise.catch(() => undefined);
  cache.set(key, entry as Entry<unknown>);
  return entry;
}

/** The list's page size, as the app's (features/privilege/lib/list-params.ts). */
const PAGE_SIZE = 10;
/** The history lists' page size, as the app's (features/history/ui/PagedList.tsx). */
const HISTORY_PAGE_SIZE = 10;

/** Every call the floor's screens make, keyed as they are kept. */
export const calls = {
  /** The session's check (the app's route guard): customer info, then the default address's detail. */
  customerInfo: () =>
    request('customerInfo', async () => {
      const info = await getCustomerInfo();
      const address = info.customer_addresses.find((a) => a.isdefault);
      if (address) request(`address:${address.customeraddress_id}`, () => getAddressDetail({ customeraddress_id: address.customeraddress_id }));
      return info;
    }),
  point: () => request('point', () => getPoint()),
  categories: () => request('categories', () => getPrivilegeCategories()),
  list: () => request('list', () => getPrivilegeList({ page_size: PAGE_SIZE, page: 1 })),
  partners: () => request('partners', () => getPartners()),
  migrateSim: () => request('migrateSim', () => validateMigrateSim()),
  detail: (id: string) => request(`detail:${id}`, () => getPrivilegeDetail({ privilege_id: id })),
  activeEcodes: () => request('activeEcodes', () => getActiveEcodes()),
  redemptions: () => request('redemptions', () => getRedemptionHistory({ page_size: HISTORY_PAGE_SIZE, page: 1 })),
};

/** Redeems with the app's body and a fresh Idempotency-Key; the new balance replaces the cached one. */
export async function redeemOnce(body: RedeemRequest, key: string) {
  const redemption = await redeem(body, { 'Idempotency-Key': key });
  const point = cache.get('point');
  if (point?.value) point.value = { ...(point.value as object), point: redemption.balance_after };
  // The history shows the new redemption, as the app's refresh after a redemption does.
  cache.delete('redemptions');
  cache.delete('activeEcodes');
  return redemption;
}

/** The entry of a call, re-rendering once it settles; undefined when `call` is null. */
export function useCall<T>(call: (() => Entry<T>) | null): Entry<T> | undefined {
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const entry = call ? call() : undefined;
  useEffect(() => {
    if (!entry || entry.done) return;
    let live = true;
    const update = () => live && settled();
    entry.promise.then(update, update);
    return () => {
      live = false;
    };
  }, [entry]);
  return entry;
}
