import { useIntl } from 'react-intl';
import { useLoadingLabel, useLoadingState } from './loading-store';
import classes from './LoadingOverlay.module.css';

/** The full-screen overlay; mount once near the root. */
export function LoadingOverlay() {
  const state = useLoadingState();
  const text = useLoadingLabel();
  const intl = useIntl();
  if (state === 'inactive') return null;
  return (
    <div className={classes.overlay} data-state={state} data-testid="loading-overlay" role="status" aria-live="polite">
      <div className={classes.box}>
        <span className={classes.spinner} aria-hidden="true" />
        <span className={classes.label}>{text ?? intl.formatMessage({ id: 'loading.label' })}</span>
      </div>
    </div>
  );
}
