/**
 * The last change made to the member's addresses (client-only: which card to point at and what to
 * announce when the list shows again, e.g. after saving on the edit screen).
 */
import { createStore } from '@/shared/lib/store';

export type AddressChange = { kind: 'saved' | 'deleted'; id: number } | { kind: 'default'; id: number; label: string };

export const addressChange = createStore<AddressChange | null>(null);
