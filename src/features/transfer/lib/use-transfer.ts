/**
 * One transfer (Blue Plus, Max Me) or top-up (PointX) at a time, never twice: the member confirms
 * in the question dialog, one Idempotency-Key covers the attempt (kept with its body in session
 * storage until an answer settles it, `shared/api/idempotent-attempt.ts`), and the answer's balance
 * shows everywhere at once. An unknown outcome (dropped connection, timeout, any 5xx, a gateway's
 * page) is never reported as a failure: the screen says the outcome is being checked while the same
 * key and body are sent again, then shows the result or the server's refusal; only when no answer
 * comes back does it say the outcome is unknown, with "check again" and the history, the amount and
 * recipient out of reach. A kept attempt of this partner (a reload, another visit) is asked again
 * as the form opens, before the member can start another.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerCode, PartnerTransferResult } from '@/generated/model';
import { answerOf, CHECK_DELAYS_MS, CHECK_TIMEOUT_MS, IdempotentAttempt, isUnknownOutcome, replayUntilAnswered } from '@/shared/api/idempotent-attempt';
import type { RequestOptions } from '@/shared/api/fetcher';
import type { PendingAttempt } from '@/shared/api/pending-attempts';
import { refresh } from '@/shared/api/refresh';
import { applyBalance } from '@/shared/session/balance';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { useLoadingOverlay } from '@/shared/ui/light/loading-overlay/loading-store';

/** The contract operation of each partner's point-moving write. */
const OPERATION: Record<PartnerCode, string> = {
  blueplus: 'blueplusTransferPoint',
  maxme: 'maxmeTransferPoint',
  pointx: 'pointXTopUp',
};

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

export function useTransfer<B>(partner: PartnerCode, useTransferMutation: TransferMutationHook<B>) {
  const { mutateAsync } = useTransferMutation();
  // The checks of an unknown outcome wait a short while each, not the 180 s of the first call.
  const { mutateAsync: checkAsync } = useTransferMutation({ request: { timeoutMs: CHECK_TIMEOUT_MS } });
  const intl = useIntl();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const attempt = useMemo(() => new IdempotentAttempt<B>(`partner:${partner}`, OPERATION[partner]), [partner]);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  // A kept attempt is asked about before the form shows.
  const [outcome, setOutcome] = useState<TransferOutcome>(() => (attempt.pending() ? { kind: 'checking' } : { kind: 'none' }));

  /** Sends `sent`; an unknown outcome is asked again (same key and body) after the waits of `delays`. */
  const execute = useCallback(
    async (sent: PendingAttempt<B>, first: boolean) => {
      setPending(true);
      const send = (run: typeof mutateAsync) => () => run({ data: sent.body, headers: { 'Idempotency-Key': sent.key } });
      const check = (delays: readonly number[]) => {
        setOutcome({ kind: 'checking' });
        return replayUntilAnswered(send(checkAsync), delays);
      };
      try {
        const result = first
          ? await overlay.during(answerOf(send(mutateAsync)())).catch((error: unknown) => {
              if (!isUnknownOutcome(error)) throw error;
              return check(CHECK_DELAYS_MS);
            })
          : await check([0, ...CHECK_DELAYS_MS]);
        attempt.settle();
        if (typeof result.balance_after === 'number') applyBalance(result.balance_after);
        void refresh('pointsTransferred');
        setOutcome({ kind: 'result', result });
      } catch (error) {
        attempt.settle(error);
        setOutcome({ kind: isUnknownOutcome(error) ? 'unknown' : 'refused', error });
      } finally {
        setPending(false);
      }
    },
    [attempt, checkAsync, mutateAsync, overlay],
  );

  /** Asks again about the kept attempt (same key and body); false when there is none. */
  const checkKept = useCallback(async (): Promise<boolean> => {
    const kept = attempt.pending();
    if (!kept) return false;
    await execute(kept, false);
    return true;
  }, [attempt, execute]);

  // The kept attempt of this partner (a reload, another visit) is asked about as the form opens.
  useEffect(() => {
    if (busy.current || !attempt.pending()) return;
    busy.current = true;
    void checkKept().finally(() => {
      busy.current = false;
    });
  }, [attempt, checkKept]);

  /** Asks once (question dialog), then sends; a second tap while asking or sending does nothing. */
  const confirmAndSend = useCallback(
    async (body: B, text: ConfirmText) => {
      if (busy.current) return;
      busy.current = true;
      try {
        // An attempt whose outcome is unknown is asked about again, never replaced by a new one.
        if (await checkKept()) return;
        const action = await dialog.open({
          type: 'question',
          title: text.title,
          description: text.description,
          buttons: [
            { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
            { label: intl.formatMessage({ id: 'transfer.confirm.submit' }), action: 'submit' },
          ],
        });
        if (action === 'submit') await execute(attempt.start(body), true);
      } finally {
        busy.current = false;
      }
    },
    [attempt, checkKept, dialog, execute, intl],
  );

  /** After an unknown outcome: the same body with the same key, so the server replays the first answer. */
  const retry = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      await checkKept();
    } finally {
      busy.current = false;
    }
  }, [checkKept]);

  const reset = useCallback(() => setOutcome({ kind: 'none' }), []);

  return { pending, outcome, confirmAndSend, retry, reset };
}
