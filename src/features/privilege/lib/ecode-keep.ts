/**
 * The e-codes a member has opened, kept for this session only (sessionStorage: cleared on logout
 * and when the tab closes), so the code view still shows code, QR, barcode and countdown at the
 * shop counter when the signal drops. An expired code is never kept.
 */
import type { Ecode } from '@/generated/model';
import { readStoredJson, removeStored, writeStored } from '@/shared/lib/storage';

const key = (redemptionId: string) => `ecode:${redemptionId}`;

export function keepEcode(redemptionId: string, ecode: Ecode, now: number = Date.now()): void {
  if (ecode.status !== 'active' || Date.parse(ecode.expires_at) <= now) {
    removeStored('session', key(redemptionId));
    return;
  }
  writeStored('session', key(redemptionId), JSON.stringify(ecode));
}

/** The kept e-code, or null when none is kept or it has expired (then it is dropped). */
export function keptEcode(redemptionId: string, now: number = Date.now()): Ecode | null {
  const value = readStoredJson('session', key(redemptionId)) as Ecode | null;
  if (!value || typeof value.code !== 'string' || typeof value.expires_at !== 'string') return null;
  if (Date.parse(value.expires_at) <= now) {
    removeStored('session', key(redemptionId));
    return null;
  }
  return value;
}
