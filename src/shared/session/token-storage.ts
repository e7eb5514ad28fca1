import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/** The one sessionStorage key that holds the member's session token. */
export const TOKEN_STORAGE_KEY = 'application-token';

export function readToken(): string | null {
  return readStored('session', TOKEN_STORAGE_KEY);
}

export function writeToken(token: string): void {
  writeStored('session', TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  removeStored('session', TOKEN_STORAGE_KEY);
}
