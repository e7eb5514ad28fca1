/** The one sessionStorage key that holds the member's session token. */
export const TOKEN_STORAGE_KEY = 'application-token';

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
}

export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_STORAGE_KEY);
}
