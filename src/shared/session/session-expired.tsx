/**
 * A session token past its `exp` (by the server's clock): the member is told in their language
 * that the session has expired, then the session ends on this device; the guard then sends them
 * to sign-in with the way back.
 */
import { getLang } from '@/shared/i18n/lang-store';
import { Message } from '@/shared/i18n/Message';
import { ensureLateMessages } from '@/shared/i18n/messages';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { endSessionLocally } from './session';

let running: Promise<void> | null = null;

/** Shows the "session expired" dialog once, then clears the session; resolves once confirmed. */
export function endExpiredSession(): Promise<void> {
  running ??= (async () => {
    await ensureLateMessages(getLang()).catch(() => undefined);
    await dialog.open({
      type: 'error',
      title: <Message id="session.expired.title" />,
      description: <Message id="session.expired.description" />,
      buttons: [{ label: <Message id="session.expired.signIn" />, action: 'submit' }],
    });
    endSessionLocally();
  })().finally(() => {
    running = null;
  });
  return running;
}
