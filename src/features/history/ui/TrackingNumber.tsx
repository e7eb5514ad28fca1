import { useIntl } from 'react-intl';
import { useCopy } from '@/shared/lib/use-copy';
import classes from './detail.module.css';
import { Button } from '@/shared/ui/light/button/Button';

/** The carrier's tracking number with a copy button (and a spoken / shown "copied"). */
export function TrackingNumber({ number }: { number: string }) {
  const intl = useIntl();
  const { copied, copy: copyValue } = useCopy();


  const copy = () => copyValue(number);

  return (
    <>
      <div className={classes.tracking}>
        <div>
          <p className={classes.muted}>{intl.formatMessage({ id: 'tracking.number' })}</p>
          <p className={classes.trackingNumber} data-testid="tracking-number">
            {number}
          </p>
        </div>
        <Button
          variant="outline"
          leftSection={<CopyIcon />}
          onClick={() => void copy()}
          aria-label={intl.formatMessage({ id: 'tracking.copyLabel' }, { number })}
          data-testid="tracking-copy"
        >
          {intl.formatMessage({ id: 'tracking.copy' })}
        </Button>
      </div>
      <p className={classes.copied} role="status" aria-live="polite" data-failed={copied === 'failed' || undefined} data-testid="tracking-copied">
        {copied === 'ok' ? intl.formatMessage({ id: 'tracking.copied' }) : copied === 'failed' ? intl.formatMessage({ id: 'tracking.copyFailed' }) : ''}
      </p>
    </>
  );
}

function CopyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </svg>
  );
}
