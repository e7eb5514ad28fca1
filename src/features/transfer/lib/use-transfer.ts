/**
 * One transfer (Blue Plus, Max Me) or top-up (PointX) at a time, never twice: the member confirms
 * in the question dialog, one Idempotency-Key covers the confirmation and is reused after an unknown
 * outcome (so "try again" replays instead of transferring again), and the answer's balance shows
 * everywhere at once. A lost answer (dropped connection, timeout) is never reported as a failure:
 * the screen says the outcome is being checked while the same key and body are sent again, then
 * shows the result or the server's refusal; only when no answer comes back does it say the outcome
 * is unknown, with "check again" and the history.
 */
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetTransferHistoryInfiniteQueryKey, getGetTransferHistoryQueryKey } from '@/generated/history/history';
import type { PartnerTransferResult } from '@/generated/model';
import { CHECK_TIMEOUT_MS, IdempotentAttempt, isLostAnswer, isUnknownOutcome, replayUntilAnswered } from '@/shared/api/idempotent-attempt';
import type { RequestOptions } from '@/shared/api/fetcher';
import { queryClient } from '@/shared/api/query-client';
import { applyBalance } from '@/shared/session/customer-info';
import { useDialog } from '@/shared/ui/dialog/dialog-store';
import { useLoadingOverlay } from '@/shared/ui/loading-overlay/loading-store';

export type TransferOutcome =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'result'; result: PartnerTransferResult }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unknown'; error: unknown };

export interface ConfirmText {
  title: string;
  description: string;
}

/** The generated mutation hook of the partner's transfer (`useBlueplusTransferPoint`, …). */
type TransferMutationHook<B> = (options?: { request?: RequestOptions }) => {
  mutateAsync: (variables: { data: B; headers: { 'Idempotency-Key': string } }) => Promise<PartnerTransferResult>;
};

export function useTransfer<B>(useTransferMutation: TransferMutationHook<B>) {
  const { mutateAsync } = useTransferMutation();
  // The checks of a lost answer wait a short while each, not the 180 s of the first call.
  const { mutateAsync: checkAsync } = useTransferMutation({ request: { timeoutMs: CHECK_TIMEOUT_MS } });
  const intl = useIntl();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const attempt = useRef(new IdempotentAttempt());
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<TransferOutcome>({ kind: 'none' });
  const lastBody = useRef<B | null>(null);

  const execute = useCallback(
    async (body: B) => {
      const key = attempt.current.keyFor(body);
      lastBody.current = body;
      setPending(true);
      const send = (run: typeof mutateAsync) => () => run({ data: body, headers: { 'Idempotency-Key': key } });
      const check = async (error: unknown) => {
        if (!isLostAnswer(error)) throw error;
        setOutcome({ kind: 'checking' });
        return replayUntilAnswered(send(checkAsync));
      };
      try {
        const result = await overlay.during(send(mutateAsync)).catch(check);
        attempt.current.settle();
        if (typeof result.balance_after === 'number') applyBalance(result.balance_after);
        void queryClient.invalidateQueries({ queryKey: getGetTransferHistoryQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetTransferHistoryInfiniteQueryKey() });
        setOutcome({ kind: 'result', result });
      } catch (error) {
        attempt.current.settle(error);
        setOutcome({ kind: isUnknownOutcome(error) ? 'unknown' : 'refused', error });
      } finally {
        setPending(false);
      }
    },
    [checkAsync, mutateAsync, overlay],
  );

  /** Asks once (question dialog), then sends; a second tap while asking or sending does nothing. */
  const confirmAndSend = useCallback(
    async (body: B, text: ConfirmText) => {
      if (busy.current) return;
      busy.current = true;
      try {
        attempt.current.begin();
        const action = await dialog.open({
          type: 'question',
          title: text.title,
          description: text.description,
          buttons: [
            { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
            { label: intl.formatMessage({ id: 'transfer.confirm.submit' }), action: 'submit' },
          ],
        });
        if (action === 'submit') await execute(body);
      } finally {
        busy.current = false;
      }
    },
    [dialog, execute, intl],
  );

  /** After an unknown outcome: the same body with the same key, so the server replays the first answer. */
  const retry = useCallback(async () => {
    if (busy.current || lastBody.current === null) return;
    busy.current = true;
    try {
      await execute(lastBody.current);
    } finally {
      busy.current = false;
    }
  }, [execute]);

  const reset = useCallback(() => setOutcome({ kind: 'none' }), []);

  return { pending, outcome, confirmAndSend, retry, reset };
}
