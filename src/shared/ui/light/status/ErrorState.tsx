import { useIntl } from 'react-intl';
import { useErrorMessage } from '@/shared/api/error-message';
import { Button } from '../button/Button';
import classes from './status.module.css';

/**
 * Inline error with a retry button (the one `Button`, outline): a failed call never leaves a blank
 * screen. `message` overrides the error's words.
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
        <Button variant="outline" className={classes.retry} onClick={onRetry}>
          {intl.formatMessage({ id: 'action.retry' })}
        </Button>
      ) : null}
    </div>
  );
}
