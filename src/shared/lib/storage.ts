/**
 * Browser storage that survives being blocked (private mode, storage disabled, quota full): reads
 * answer null and writes are dropped, so the app keeps working for the visit.
 */
export type StorageArea = 'local' | 'session';

function area(kind: StorageArea): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStored(kind: StorageArea, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps a value; false when the area is blocked or full (the value is then simply not kept). */
export function writeStored(kind: StorageArea, key: string, value: string): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}


export function removeStored(kind: StorageArea, key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Blocked: nothing was stored.
  }
}

/** A stored JSON value, or null when absent or unreadable. */
export function readStoredJson(kind: StorageArea, key: string): unknown {
  const raw = readStored(kind, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Empties a storage area, keeping the listed keys. */
export function clearStored(kind: StorageArea, keep: readonly string[] = []): void {
  const kept = keep.map((key) => [key, readStored(kind, key)] as const);
  try {
    area(kind)?.clear();
  } catch {
    return;
  }
  for (const [key, value] of kept) if (value !== null) writeStored(kind, key, value);
}
