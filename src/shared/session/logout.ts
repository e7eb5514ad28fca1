import { logoutLine } from '@/generated/auth/auth';
import { LANG_STORAGE_KEY } from '@/shared/i18n/lang';
import { liffLogoutIfLoggedIn } from '@/shared/liff/liff-client';
import { endSessionLocally } from './sign-in';

/** Clears browser storage except the language choice. */
function clearStorageKeepingLang(): void {
  try {
    sessionStorage.clear();
    const lang = localStorage.getItem(LANG_STORAGE_KEY);
    localStorage.clear();
    if (lang !== null) localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage unavailable: nothing stored to clear.
  }
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
