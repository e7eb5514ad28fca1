/**
 * One redemption attempt at a time, with no double submission:
 *
 * - one Idempotency-Key per confirmation, created when the member opens the confirm step and
 *   reused unchanged when they retry after a failure whose outcome is unknown (network, timeout,
 *   5xx); a changed choice gets a new key (the server answers 409 IDEMPOTENCY_KEY_REUSED to the
 *   same key with a different body), and so does a new attempt after a definitive refusal;
 * - a ref guards against a second tap while the confirm dialog is open or the request runs;
 * - failures open the error dialog in the member's language ('limit' type for the limit case)
 *   and leave every choice in place; success shows the new balance at once (from the answer),
 *   then refreshes points, customer info, the privilege list / detail and the redemption history;
 * - a lost answer (dropped connection, timeout) is never called a failure: the overlay says the
 *   redemption is being checked while the same key and body are sent again (the server replays
 *   its first outcome, or redeems once), then the member sees the success or the server's refusal;
 *   when no answer comes back, a dialog says the outcome is not known yet, with "check again" and
 *   the redemption history.
 */
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import {
  getGetRedemptionHistoryInfiniteQueryKey,
  getGetRedemptionHistoryQueryKey,
} from '@/generated/history/history';
import {
  getGetPrivilegeDetailQueryKey,
  getGetPrivilegeListInfiniteQueryKey,
  getGetPrivilegeListQueryKey,
} from '@/generated/privilege/privilege';
import { useRedeem as useRedeemMutation } from '@/generated/redemption/redemption';
import type { PrivilegeDetail, RedeemRequest, Redemption } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { CHECK_TIMEOUT_MS, IdempotentAttempt, isLostAnswer, replayUntilAnswered } from '@/shared/api/idempotent-attempt';
import { queryClient } from '@/shared/api/query-client';
import { getLang } from '@/shared/i18n/lang-store';
import { href } from '@/shared/routing/paths';
import { applyBalance } from '@/shared/session/customer-info';
import { useDialog } from '@/shared/ui/dialog/dialog-store';
import { useLoadingOverlay } from '@/shared/ui/loading-overlay/loading-store';
import { whenIdle } from '@/shared/lib/when-idle';

/**
 * Everything a redemption may change on screen: refreshed after one, once the success screen is
 * up (the browser idle, within a second). The new balance shows at once from the answer; refreshing
 * before would refetch and re-render the detail screen the member is leaving, on the tap's time.
 */
function refreshAfterRedeem(): void {
  whenIdle(refreshRedeemed, { timeoutMs: 1000 });
}

function refreshRedeemed(): void {
  void queryClient.invalidateQueries({ queryKey: getGetCustomerInfoQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetPrivilegeListQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetPrivilegeListInfiniteQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetPrivilegeDetailQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetRedemptionHistoryQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetRedemptionHistoryInfiniteQueryKey() });
}

/** After a refusal that says what was shown is stale (stock, limit, balance). */
function refreshAfterRefusal(): void {
  void queryClient.invalidateQueries({ queryKey: getGetPrivilegeDetailQueryKey() });
  void queryClient.invalidateQueries({ queryKey: getGetPointQueryKey() });
}

/** Failures after which stock, limit or balance shown on screen may be stale. */
const STALE_AFTER = new Set(['OUT_OF_STOCK', 'REDEMPTION_LIMIT_REACHED', 'POINTS_NOT_ENOUGH', 'REDEMPTION_CRITERIA_NOT_MET', 'THAI_ID_REQUIRED']);

export interface ConfirmCopy {
  title: string;
  description: string;
}

export function useRedeemFlow(detail: PrivilegeDetail | undefined) {
  const intl = useIntl();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const navigate = useNavigate();
  const mutation = useRedeemMutation();
  const { mutateAsync } = mutation;
  // The checks of a lost answer wait a short while each, not the 180 s of the first call.
  const { mutateAsync: checkAsync } = useRedeemMutation({ request: { timeoutMs: CHECK_TIMEOUT_MS } });
  const attempt = useRef(new IdempotentAttempt());
  const busy = useRef(false);

  /** The key of the current confirmation (created on first use, kept across failures). */
  const openConfirmStep = useCallback((): string => attempt.current.begin(), []);

  const showError = useCallback(
    async (error: unknown) => {
      const code = isApiError(error) ? error.code : 'GENERIC_ERROR';
      const description = errorMessage(error, getLang());
      if (STALE_AFTER.has(code)) refreshAfterRefusal();
      await dialog.open({
        type: code === 'REDEMPTION_LIMIT_REACHED' ? 'limit' : 'error',
        title: intl.formatMessage({ id: code === 'REDEMPTION_LIMIT_REACHED' ? 'redeem.error.limitTitle' : 'redeem.error.title' }),
        description,
        buttons: [{ label: intl.formatMessage({ id: 'redeem.error.ok' }), action: 'submit' }],
      });
    },
    [dialog, intl],
  );

  /**
   * After a lost answer: asks again with the same key and body until the server answers, or the
   * member stops asking. Resolves with the redemption, or with the error to show (null: nothing
   * to show, the member left for the history or closed the dialog).
   */
  const checkLostAnswer = useCallback(
    async (body: RedeemRequest, key: string): Promise<{ redemption: Redemption } | { error: unknown } | null> => {
      for (;;) {
        try {
          const send = () => checkAsync({ data: body, headers: { 'Idempotency-Key': key } });
          const redemption = await overlay.during(replayUntilAnswered(send), intl.formatMessage({ id: 'redeem.checking' }));
          return { redemption };
        } catch (error) {
          if (!isLostAnswer(error)) return { error };
        }
        const action = await dialog.open({
          type: 'question',
          title: intl.formatMessage({ id: 'redeem.unknown.title' }),
          description: intl.formatMessage({ id: 'redeem.unknown.text' }),
          buttons: [
            { label: intl.formatMessage({ id: 'redeem.unknown.history' }), action: 'other' },
            { label: intl.formatMessage({ id: 'redeem.unknown.retry' }), action: 'submit' },
          ],
        });
        if (action !== 'submit') {
          void navigate(href('history', { tab: 'redemptions' }));
          return null;
        }
      }
    },
    [checkAsync, dialog, intl, navigate, overlay],
  );

  /**
   * Redeems once, after the member's one confirmation: the generic dialog with `copy` for a
   * one-tap redemption, or none (`copy` null) when the redeem step the member just confirmed on
   * was that confirmation. Resolves with the redemption, or null when cancelled, failed or
   * already running.
   */
  const confirmAndRedeem = useCallback(
    async (body: RedeemRequest, copy: ConfirmCopy | null): Promise<Redemption | null> => {
      if (busy.current || !detail) return null;
      busy.current = true;
      try {
        openConfirmStep();
        if (copy) {
          const action = await dialog.open({
            type: detail.image_url ? 'privilege' : 'question',
            imageUrl: detail.image_url,
            title: copy.title,
            description: copy.description,
            buttons: [
              { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
              { label: intl.formatMessage({ id: 'redeem.confirm.submit' }), action: 'submit' },
            ],
          });
          if (action !== 'submit') return null;
        }

        const key = attempt.current.keyFor(body);
        let result: Redemption;
        try {
          result = await overlay.during(mutateAsync({ data: body, headers: { 'Idempotency-Key': key } }));
        } catch (error) {
          const checked = isLostAnswer(error) ? await checkLostAnswer(body, key) : { error };
          if (checked === null || 'error' in checked) {
            // Outcome unknown (network, timeout, 5xx): a later attempt reuses the key, so it can
            // never redeem twice. A definitive refusal is final for that key (the server would
            // replay it), so a later attempt starts a new confirmation.
            attempt.current.settle(checked?.error ?? error);
            // The ref still guards while the error dialog is open.
            if (checked) await showError(checked.error);
            return null;
          }
          result = checked.redemption;
        }
        attempt.current.settle();
        applyBalance(result.balance_after);
        refreshAfterRedeem();
        return result;
      } finally {
        busy.current = false;
      }
    },
    [checkLostAnswer, detail, dialog, intl, mutateAsync, openConfirmStep, overlay, showError],
  );

  return { pending: mutation.isPending, confirmAndRedeem, openConfirmStep };
}
