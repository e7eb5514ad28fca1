import { useIntl } from 'react-intl';
import { useErrorMessage } from '@/shared/api/error-message';
import type { FailedSave } from './use-save-preferences';
import classes from './subscribe.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/**
 * A change the server did not store: the reason, that the stored settings are back, the change
 * the member chose (so it is not lost), and a way to send it again.
 */
export function SaveFailure({ failed, label, onRetry, onDismiss }: { failed: FailedSave; label: string; onRetry: () => void; onDismiss: () => void }) {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const on = failed.key === 'deny_all' ? failed.next.deny_all : failed.next[failed.key];
  return (
    <div className={classes.notice} data-tone="danger" role="alert" data-testid="save-failed">
      <p className={classes.noticeTitle}>{intl.formatMessage({ id: 'subscribe.error.title' })}</p>
      <p className={classes.noticeText}>{messageOf(failed.error)}</p>
      <p className={classes.noticeText}>{intl.formatMessage({ id: 'subscribe.error.kept' }, { channel: label, on: String(on) })}</p>
      <div className={classes.noticeActions}>
        <Button variant="filled" onClick={onRetry} data-testid="save-retry">
          {intl.formatMessage({ id: 'action.retry' })}
        </Button>
        <Button variant="subtle" onClick={onDismiss}>
          {intl.formatMessage({ id: 'dialog.close' })}
        </Button>
      </div>
    </div>
  );
}
