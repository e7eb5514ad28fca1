/**
 * A session token past its `exp` (by the server's clock): the member is told in their language
 * that the session has expired, then the session ends on this device; the guard then sends them
 * to sign-in with the way back.
 */
import { loadIntl } from '@/shared/i18n/intl-outside';
import { dialog } from '@/shared/ui/dialog/dialog-store';
import { endSessionLocally } from './sign-in';

let running: Promise<void> | null = null;

/** Shows the "session expired" dialog once, then clears the session; resolves once confirmed. */
export function endExpiredSession(): Promise<void> {
  running ??= (async () => {
    const intl = await loadIntl();
    await dialog.open({
      type: 'error',
      title: intl.formatMessage({ id: 'session.expired.title' }),
      description: intl.formatMessage({ id: 'session.expired.description' }),
      buttons: [{ label: intl.formatMessage({ id: 'session.expired.signIn' }), action: 'submit' }],
    });
    endSessionLocally();
  })().finally(() => {
    running = null;
  });
  return running;
}
