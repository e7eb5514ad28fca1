/**
 * Spec §4 session failure: when customer info (or the default address) cannot be loaded, an
 * error dialog shows the error's message in the stored language; on confirm the token is
 * removed and the member returns to the root route.
 */
import { errorMessage } from '@/shared/api/error-message';
import { getLang } from '@/shared/i18n/lang-store';
import { navigateTo } from '@/shared/routing/navigator';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { endSessionLocally } from './sign-in';

let running: Promise<void> | null = null;

/** Shows the dialog and clears the session; resolves once the member has confirmed. */
export function confirmSessionFailure(error: unknown): Promise<void> {
  running ??= (async () => {
    const description = errorMessage(error, getLang());
    await dialog.open({ type: 'error', description });
    endSessionLocally();
  })().finally(() => {
    running = null;
  });
  return running;
}

/** For failures outside navigation (e.g. background address look-up): also goes to root. */
export async function handleSessionFailure(error: unknown): Promise<void> {
  await confirmSessionFailure(error);
  navigateTo(ROOT_ROUTE, { replace: true });
}
