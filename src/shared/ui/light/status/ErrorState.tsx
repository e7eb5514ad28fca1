import { useIntl } from 'react-intl';
import { useErrorMessage } from '@/shared/api/error-message';
import classes from './status.module.css';

/**
 * Inline error with a retry button (drawn like the outline `Button`, 50 px, without its module: the
 * privilege list shows this state and has no room for the button's code): a failed call never
 * leaves a blank screen. `message` overrides the error's words.
 */
export function ErrorState({ error, onRetry, message: given }: { error?: unknown; onRetry?: () => void; message?: string }) {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const message = given ?? (error === undefined ? intl.formatMessage({ id: 'dialog.error.description' }) : messageOf(error));
  return (
    <div className={classes.box} role="alert">
      <p className={classes.title}>{intl.formatMessage({ id: 'dialog.error.title' })}</p>
      <p className={classes.text}>{message}</p>
      {onRetry ? (
        <button type="button" className={classes.retry} onClick={onRetry}>
          {intl.formatMessage({ id: 'action.retry' })}
        </button>
      ) : null}
    </div>
  );
}
