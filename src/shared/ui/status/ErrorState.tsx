import { useIntl } from 'react-intl';
import { isApiError } from '@/shared/api/api-error';
import { useLang } from '@/shared/i18n/lang-store';
import classes from './status.module.css';

/** Inline error with a retry button: a failed call never leaves a blank screen. */
export function ErrorState({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const lang = useLang();
  const message = isApiError(error) ? error.messageIn(lang) : intl.formatMessage({ id: 'dialog.error.description' });
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
