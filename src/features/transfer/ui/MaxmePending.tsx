import { Loader } from '@/shared/ui/mantine/feedback';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerProgramme, PartnerTransferResult } from '@/generated/model';
import { getMaxmeCheckStatusQueryKey, useMaxmeCheckStatus } from '@/generated/reward/reward';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';
import { paths } from '@/shared/routing/paths';
import { TransferOutcomeView } from './TransferOutcomeView';
import classes from './transfer.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** MaxmeCheckStatus every 3 s, at most 10 times (the contract's polling rule). */
export const MAXME_POLL_MS = 3000;
export const MAXME_POLL_LIMIT = 10;

/**
 * A Max Me transfer the partner has not confirmed yet: its status is checked every 3 s (at most
 * 10 times) while the member may leave; success or failure (points returned) is shown as it comes,
 * and after the limit "still processing" with where to look later. Never a guessed outcome.
 */
export function MaxmePending({ started, partner }: { started: PartnerTransferResult; partner: PartnerProgramme }) {
  const intl = useIntl();
  const ref = started.maxme_trans_ref ?? '';
  const params = { maxme_trans_ref: ref };
  const answers = (state: { dataUpdateCount: number; errorUpdateCount: number } | undefined) =>
    (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);
  const status = useMaxmeCheckStatus(params, {
    query: {
      enabled: ref !== '',
      // The first check runs on mount; then every 3 s while pending, 10 checks in all.
      refetchInterval: (query) =>
        (query.state.data?.status ?? 'pending') === 'pending' && answers(query.state) < MAXME_POLL_LIMIT ? MAXME_POLL_MS : false,
      refetchIntervalInBackground: true,
      retry: false,
      // Re-render on every answer, even an unchanged "pending", so the count below stays current.
      notifyOnChangeProps: 'all',
    },
  });
  const polls = answers(queryClient.getQueryState(getMaxmeCheckStatusQueryKey(params)));

  const settled = status.data && status.data.status !== 'pending' ? status.data : null;
  useEffect(() => {
    if (!settled) return;
    // A failed transfer returns the points; either way the history has moved on.
    void refresh(settled.status === 'failed' ? 'maxmeTransferFailed' : 'maxmeTransferSucceeded');
  }, [settled]);

  if (settled) {
    return (
      <TransferOutcomeView
        outcome={{ kind: 'result', result: { ...settled, balance_after: settled.status === 'success' ? started.balance_after : undefined } }}
        partner={partner}
        onChange={() => undefined}
        onRetry={() => undefined}
      />
    );
  }
  const exhausted = polls >= MAXME_POLL_LIMIT;
  return (
    <section className={`${classes.card} ${classes.result}`} data-testid="transfer-pending" data-exhausted={exhausted || undefined}>
      {exhausted ? null : <Loader size="lg" aria-hidden="true" />}
      <h2 className={classes.resultTitle}>{intl.formatMessage({ id: exhausted ? 'transfer.pending.stillTitle' : 'transfer.pending.title' })}</h2>
      <p className={classes.resultText} role="status">
        {intl.formatMessage({ id: exhausted ? 'transfer.pending.stillText' : 'transfer.pending.text' }, { reference: started.transfer_id })}
      </p>
      <div className={classes.actions}>
        <ButtonLink to={paths.history} fullWidth variant={exhausted ? 'filled' : 'outline'}>
          {intl.formatMessage({ id: 'transfer.result.history' })}
        </ButtonLink>
        <ButtonLink to={paths.privilegeList} fullWidth variant="subtle">
          {intl.formatMessage({ id: 'transfer.pending.leave' })}
        </ButtonLink>
      </div>
    </section>
  );
}
