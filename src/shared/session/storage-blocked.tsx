/**
 * Sign-in cannot keep the session token: the browser blocks site data (private mode, "block all
 * cookies and site data") or its storage is full. Said in the member's language, with the way
 * to fix it, instead of a silent loop back to sign-in.
 */
import { getLang } from '@/shared/i18n/lang-store';
import { Message } from '@/shared/i18n/Message';
import { ensureLateMessages } from '@/shared/i18n/messages';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';

let showing: Promise<void> | null = null;

/**
 * Shows the dialog (once, however often it is asked while open); resolves when it is closed.
 * `codeKept`: asked before the one-time code was sent, so the member can still use it.
 */
export function tellStorageBlocked({ codeKept }: { codeKept: boolean }): Promise<void> {
  showing ??= (async () => {
    await ensureLateMessages(getLang()).catch(() => undefined);
    await dialog.open({
      type: 'error',
      title: <Message id="storage.blocked.title" />,
      description: <Message id={codeKept ? 'storage.blocked.codeKept' : 'storage.blocked.signInAgain'} />,
    });
  })().finally(() => {
    showing = null;
  });
  return showing;
}
