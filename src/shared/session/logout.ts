import { logoutLine } from '@/generated/auth/auth';
import { LANG_STORAGE_KEY } from '@/shared/i18n/lang';
import { clearStored } from '@/shared/lib/storage';
import { liffLogoutIfLoggedIn } from '@/shared/liff/liff-client';
import { endSessionLocally } from './sign-in';

/** Clears browser storage except the language choice. */
function clearStorageKeepingLang(): void {
  clearStored('session');
  clearStored('local', [LANG_STORAGE_KEY]);
}

/**
 * Logs the member out: tells the server (best effort), then clears the session, the query cache,
 * session storage and local storage (keeping 'lang'), and the LINE login when there is one.
 */
export async function logout(): Promise<void> {
  try {
    await logoutLine();
  } catch (error) {
    console.warn('Server logout failed; clearing the session locally', error instanceof Error ? error.name : 'error');
  }
  endSessionLocally();
  clearStorageKeepingLang();
  liffLogoutIfLoggedIn();
}
