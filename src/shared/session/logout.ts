/** Logging out: the device is cleared at once and the server told without waiting; the confirmed logout of the account menu and the consent screen. */
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { logoutLine } from '@/generated/auth/auth';
import { LANG_STORAGE_KEY } from '@/shared/i18n/lang';
import { CLOCK_OFFSET_KEY } from '@/shared/lib/server-clock';
import { clearStored } from '@/shared/lib/storage';
import { liffLogoutIfLoggedIn } from '@/shared/liff/liff-client';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { endSessionLocally } from './session';
import { readToken } from './token';

/** How long the server's logout may take before the app stops listening (it never waits for it). */
const LOGOUT_CALL_TIMEOUT_MS = 10_000;

/**
 * Kept across logout: the language choice, and the server clock's learnt offset (the device's
 * clock is as wrong for the next sign-in as it was for this one).
 */
const KEPT_SESSION_KEYS = [CLOCK_OFFSET_KEY];
const KEPT_LOCAL_KEYS = [LANG_STORAGE_KEY];

/** Tells the server the session is over, with the token it ended; the answer is not awaited. */
function tellServer(token: string): void {
  logoutLine({ token, timeoutMs: LOGOUT_CALL_TIMEOUT_MS }).catch((error: unknown) => {
    console.warn('Server logout failed; the session was already cleared on this device', error instanceof Error ? error.name : 'error');
  });
}

/**
 * Logs the member out. The device first: the token, every cached answer, session storage (kept
 * e-codes, pending point-moving attempts, …) and local storage, except what `KEPT_*` lists, and
 * the LINE login. Then the server is told, signed with the token captured before clearing, without
 * waiting for its answer: a slow or lost answer never keeps the member on a signed-in screen.
 */
export function logout(): void {
  const token = readToken();
  endSessionLocally();
  clearStored('session', KEPT_SESSION_KEYS);
  clearStored('local', KEPT_LOCAL_KEYS);
  liffLogoutIfLoggedIn();
  if (token) tellServer(token);
}

export interface LogoutQuestion {
  title: string;
  description: string;
  /** Button that keeps the member signed in. */
  cancel: string;
  /** Button that logs out. */
  confirm: string;
}

/**
 * Log out after the member confirms in the question dialog: the device is cleared at once (the
 * server is told without waiting for it), then back to the root route. Used by the account menu
 * and by declining the consent screen.
 */
export function useConfirmedLogout(): (question: LogoutQuestion) => Promise<void> {
  const dialog = useDialog();
  const navigate = useAppNavigate();
  return async ({ title, description, cancel, confirm }) => {
    const action = await dialog.open({
      type: 'question',
      title,
      description,
      buttons: [
        { label: cancel, action: 'cancel' },
        { label: confirm, action: 'submit' },
      ],
    });
    if (action !== 'submit') return;
    logout();
    void navigate(ROOT_ROUTE, { replace: true });
  };
}
