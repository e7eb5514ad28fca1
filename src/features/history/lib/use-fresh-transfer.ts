/**
 * A transfer as it is now: a Max Me transfer still `pending` in the history is checked once with
 * MaxmeCheckStatus when its detail opens (only then, and only with its `maxme_trans_ref`), and the
 * answer is what the screen shows. A settled answer also updates the detail's cache and refreshes
 * what it changes (`maxmeTransferSucceeded` / `maxmeTransferFailed`, shared/api/refresh.ts).
 */
import { useEffect } from 'react';
import { getGetTransferDetailQueryKey } from '@/generated/history/history';
import type { PartnerTransferResult } from '@/generated/model';
import { useMaxmeCheckStatus } from '@/generated/reward/reward';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';

export function useFreshTransfer(transfer: PartnerTransferResult | undefined) {
  const ref = transfer?.maxme_trans_ref ?? '';
  const pending = transfer?.status === 'pending';
  const check = useMaxmeCheckStatus({ maxme_trans_ref: ref }, { query: { enabled: pending && ref !== '' } });
  const answer = pending && check.data?.transfer_id === transfer.transfer_id ? check.data : undefined;
  const settled = answer && answer.status !== 'pending' ? answer : null;

  useEffect(() => {
    if (!settled) return;
    void refresh(settled.status === 'failed' ? 'maxmeTransferFailed' : 'maxmeTransferSucceeded');
    queryClient.setQueryData(getGetTransferDetailQueryKey({ transfer_id: settled.transfer_id }), (old: PartnerTransferResult | undefined) =>
      old ? { ...old, status: settled.status, partner_points: settled.partner_points } : old,
    );
  }, [settled]);

  return {
    /** The freshest state known: the check's answer over the history's. */
    transfer: transfer && answer ? { ...transfer, status: answer.status, partner_points: answer.partner_points } : transfer,
    /** The check is under way (first time or again). */
    checking: pending && ref !== '' && check.isFetching,
    /** The last check failed (the history's state is shown). */
    checkError: pending && !check.isFetching && check.isError ? check.error : null,
    /** Asks Max Me again (a transfer that is still pending). */
    checkAgain: () => void check.refetch(),
    /** Max Me can be asked: a pending transfer with its reference. */
    canCheck: pending && ref !== '',
  };
}
