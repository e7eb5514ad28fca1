/**
 * The session token in session storage: the one key that holds it, and its reads and writes. Free
 * of state and side effects, as the page's inline chooser bundles it too (src/app/bootstrap/prerender-choice.ts).
 * What the server made of the token and when a session starts or ends: `./session.ts`.
 */
import { readStored, removeStored, writeStored } from '@/shared/lib/storage';

/** The one sessionStorage key that holds the member's session token. */
export const TOKEN_STORAGE_KEY = 'application-token';

/**
 * The stored session token, or null. An empty value is not a session: it is removed from storage
 * here, the one place that reads it. Any other value is the server's to judge (docs/spec.md §2): the
 * route guard asks customer info with it, and one the server accepts but the app cannot decode
 * (docs/spec.md §8: lacks a part, bad base64, bad JSON) sends the member to not-authorized.
 */
export function readToken(): string | null {
  const token = readStored('session', TOKEN_STORAGE_KEY);
  if (token === null) return null;
  if (token.trim() === '') {
    removeStored('session', TOKEN_STORAGE_KEY);
    return null;
  }
  return token;
}

/** Stores the token; false when the browser would not keep it (storage blocked or full). */
export function writeToken(token: string): boolean {
  return writeStored('session', TOKEN_STORAGE_KEY, token) && readStored('session', TOKEN_STORAGE_KEY) === token;
}

export function clearToken(): void {
  removeStored('session', TOKEN_STORAGE_KEY);
}
