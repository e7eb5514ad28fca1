/**
 * The customer store (spec §3): what the signed-in member's screens share. A tiny external
 * store, readable outside React (route guard) and inside through `useCustomerStore(selector)`.
 */
import { useSyncExternalStore } from 'react';
import type { ChannelData } from '@/shared/lib/token';
import type { CustomerAddress, CustomerInfo, CustomerInfoResponse, CustomerService } from './customer-types';

export interface CustomerState {
  customerInfo: CustomerInfo | null;
  addresses: CustomerAddress[];
  services: CustomerService[];
  /** Current points balance (GET /api/Customer/GetPoint); null until loaded. */
  point: number | null;
  /** The default delivery address. */
  addressSelect: CustomerAddress | null;
  channelData: ChannelData | null;
  current_consent_version: string | null;
  current_pdpa_version: string | null;
}

export const EMPTY_CUSTOMER_STATE: CustomerState = {
  customerInfo: null,
  addresses: [],
  services: [],
  point: null,
  addressSelect: null,
  channelData: null,
  current_consent_version: null,
  current_pdpa_version: null,
};

let state: CustomerState = EMPTY_CUSTOMER_STATE;
const listeners = new Set<() => void>();

export function getCustomerState(): CustomerState {
  return state;
}

export function setCustomerState(patch: Partial<CustomerState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function resetCustomerState(): void {
  setCustomerState(EMPTY_CUSTOMER_STATE);
}

/** Copies a customer-info response into the store; the default address becomes addressSelect. */
export function applyCustomerInfo(response: CustomerInfoResponse): void {
  const addresses = response.customer_addresses ?? [];
  setCustomerState({
    customerInfo: response.customer_info,
    point: response.customer_info.point,
    addresses,
    services: response.customer_services ?? [],
    addressSelect: addresses.find((address) => address.isdefault) ?? null,
    current_consent_version: response.current_consent_version ?? null,
    current_pdpa_version: response.current_pdpa_version ?? null,
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCustomerStore<T>(selector: (state: CustomerState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => selector(state),
    () => selector(state),
  );
}
