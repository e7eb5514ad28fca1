import { useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { retryReads, stopReads } from '@/shared/api/slow-reads';
import classes from './SlowReadNotice.module.css';

/** "Taking longer than usual", with stop and ask again; one action at a time. */
export default function SlowReadNotice({ queries }: { queries: Query[] }) {
  const intl = useIntl();
  const client = useQueryClient();
  const [acting, setActing] = useState(false);
  const act = (run: typeof retryReads) => {
    if (acting) return;
    setActing(true);
    void run(client, queries).finally(() => setActing(false));
  };
  return (
    <div className={classes.notice} role="status" aria-live="polite" data-testid="slow-read">
      <p className={classes.title}>{intl.formatMessage({ id: 'loading.slow.title' })}</p>
      <p className={classes.text}>{intl.formatMessage({ id: 'loading.slow.description' })}</p>
      <div className={classes.actions}>
        <button type="button" className={classes.secondary} disabled={acting} onClick={() => act(stopReads)} data-testid="slow-read-stop">
          {intl.formatMessage({ id: 'loading.slow.stop' })}
        </button>
        <button type="button" className={classes.primary} disabled={acting} onClick={() => act(retryReads)} data-testid="slow-read-retry">
          {intl.formatMessage({ id: 'action.retry' })}
        </button>
      </div>
    </div>
  );
}
