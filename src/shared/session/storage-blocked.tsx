/**
 * Sign-in cannot keep the session token: the browser blocks site data (private mode, "block all
 * cookies and site data") or its storage is full. Asked before the one-time code is spent
 * (`canKeepToken`), and said in the member's language, with the way to fix it, instead of a silent
 * loop back to sign-in. Not in the token module, so the first screens carry none of it.
 */
import { getLang } from '@/shared/i18n/lang-store';
import { Message } from '@/shared/i18n/Message';
import { ensureLateMessages } from '@/shared/i18n/messages';
import { removeStored, writeStored } from '@/shared/lib/storage';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';

/** Room for a session token of any size the server issues. */
const TOKEN_ROOM = 4096;
const PROBE_KEY = 'storage-probe';

/** True when session storage takes a token-sized value now (not blocked, not full); nothing is left behind. */
export function canKeepToken(): boolean {
  const stored = writeStored('session', PROBE_KEY, 'x'.repeat(TOKEN_ROOM));
  removeStored('session', PROBE_KEY);
  return stored;
}

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
