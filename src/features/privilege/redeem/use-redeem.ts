/**
 * One redemption attempt at a time, with no double submission:
 *
 * - one Idempotency-Key per attempt (`shared/api/idempotent-attempt.ts`), kept in session storage
 *   with its body until an answer settles it; a new attempt after a success or the server's refusal
 *   gets a new key;
 * - a ref guards against a second tap while the confirm dialog is open or the request runs;
 * - the server's refusal opens the error dialog in the member's language ('limit' type for the
 *   limit case) and leaves every choice in place; success shows the new balance at once (from the
 *   answer), then refreshes what a redemption changes (`redeemed`, shared/api/refresh.ts);
 * - an unknown outcome (dropped connection, timeout, any 5xx, a gateway's page) is never called a
 *   failure: the overlay says the redemption is being checked while the same key and body are sent
 *   again (the server replays its first outcome, or redeems once), then the member sees the success
 *   or the server's refusal. When no answer comes back, a dialog says the outcome is not known yet
 *   ("check again", the redemption history, or close); meanwhile the kept attempt locks the
 *   choices, and confirming again, even after a reload, sends that same attempt.
 */
import { useCallback, useMemo, useReducer, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { useRedeem as useRedeemMutation } from '@/generated/redemption/redemption';
import type { PrivilegeDetail, RedeemRequest, Redemption } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { errorMessage } from '@/shared/api/error-message';
import { answerOf, CHECK_DELAYS_MS, CHECK_TIMEOUT_MS, IdempotentAttempt, isUnknownOutcome, replayUntilAnswered } from '@/shared/api/idempotent-attempt';
import type { PendingAttempt } from '@/shared/api/pending-attempts';
import { refresh as refreshAfter } from '@/shared/api/refresh';
import { getLang } from '@/shared/i18n/lang-store';
import { href } from '@/shared/routing/paths';
import { applyBalance } from '@/shared/session/balance';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { useLoadingOverlay } from '@/shared/ui/light/loading-overlay/loading-store';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { whenIdle } from '@/shared/lib/when-idle';
import type { RedeemExtra } from './redeem-state';

/**
 * Everything a redemption may change on screen: refreshed after one, once the success screen is
 * up (the browser idle, within a second). The new balance shows at once from the answer; refreshing
 * before would refetch and re-render the detail screen the member is leaving, on the tap's time.
 */
function refreshAfterRedeem(): void {
  whenIdle(() => void refreshAfter('redeemed'), { timeoutMs: 1000 });
}

/** Failures after which stock, limit or balance shown on screen may be stale. */
const STALE_AFTER = new Set(['OUT_OF_STOCK', 'REDEMPTION_LIMIT_REACHED', 'POINTS_NOT_ENOUGH', 'REDEMPTION_CRITERIA_NOT_MET', 'THAI_ID_REQUIRED']);

export interface ConfirmCopy {
  title: string;
  description: string;
}

/** A redemption and what the member had chosen, for the success screen. */
export interface Redeemed {
  redemption: Redemption;
  extra: RedeemExtra;
}

type Checked = { redemption: Redemption } | { error: unknown } | null;

function extraOf(attempt: PendingAttempt<RedeemRequest>): RedeemExtra {
  const note = attempt.note as Partial<RedeemExtra> | undefined;
  return { ...note, quantity: typeof note?.quantity === 'number' ? note.quantity : (attempt.body.quantity ?? 1) };
}

export function useRedeemFlow(detail: PrivilegeDetail | undefined, privilegeId: string) {
  const intl = useIntl();
  const dialog = useDialog();
  const overlay = useLoadingOverlay();
  const navigate = useAppNavigate();
  const mutation = useRedeemMutation();
  const { mutateAsync } = mutation;
  // The checks of an unknown outcome wait a short while each, not the 180 s of the first call.
  const { mutateAsync: checkAsync } = useRedeemMutation({ request: { timeoutMs: CHECK_TIMEOUT_MS } });
  const attempt = useMemo(() => new IdempotentAttempt<RedeemRequest>(`privilege:${privilegeId}`, 'redeem'), [privilegeId]);
  // Re-reads the kept attempt after each settlement.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const busy = useRef(false);
  /** The attempt whose outcome is not known yet: its choices are locked and confirming sends it again. */
  const kept = attempt.pending();

  const showError = useCallback(
    async (error: unknown) => {
      const code = isApiError(error) ? error.code : 'GENERIC_ERROR';
      const description = errorMessage(error, getLang());
      if (STALE_AFTER.has(code)) void refreshAfter('redeemRefused');
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
   * Asks again with the same key and body until the server answers, or the member stops asking
   * (null: the outcome is still unknown; the member left for the history or closed the dialog).
   */
  const check = useCallback(
    async (sent: PendingAttempt<RedeemRequest>, delays: readonly number[]): Promise<Checked> => {
      const send = () => checkAsync({ data: sent.body, headers: { 'Idempotency-Key': sent.key } });
      let waits = delays;
      for (;;) {
        try {
          return { redemption: await overlay.during(replayUntilAnswered(send, waits), intl.formatMessage({ id: 'redeem.checking' })) };
        } catch (error) {
          if (!isUnknownOutcome(error)) return { error };
        }
        const action = await dialog.open({
          type: 'question',
          title: intl.formatMessage({ id: 'redeem.unknown.title' }),
          description: intl.formatMessage({ id: 'redeem.unknown.text' }),
          buttons: [
            { label: intl.formatMessage({ id: 'redeem.unknown.history' }), action: 'other' },
            { label: intl.formatMessage({ id: 'redeem.unknown.later' }), action: 'cancel' },
            { label: intl.formatMessage({ id: 'redeem.unknown.retry' }), action: 'submit' },
          ],
        });
        if (action === 'other') void navigate(href('history', { tab: 'redemptions' }));
        if (action !== 'submit') return null;
        waits = CHECK_DELAYS_MS;
      }
    },
    [checkAsync, dialog, intl, navigate, overlay],
  );

  /** Settles the attempt with what came back: the redemption, the refusal shown, or still unknown. */
  const settle = useCallback(
    async (sent: PendingAttempt<RedeemRequest>, checked: Checked): Promise<Redeemed | null> => {
      if (checked === null) {
        refresh();
        return null;
      }
      if ('error' in checked) {
        attempt.settle(checked.error);
        refresh();
        // The ref still guards while the error dialog is open.
        await showError(checked.error);
        return null;
      }
      attempt.settle();
      applyBalance(checked.redemption.balance_after);
      refreshAfterRedeem();
      return { redemption: checked.redemption, extra: extraOf(sent) };
    },
    [attempt, showError],
  );

  /**
   * Redeems once, after the member's one confirmation: the generic dialog with `copy` for a
   * one-tap redemption, or none (`copy` null) when the redeem step the member just confirmed on
   * was that confirmation. While an earlier attempt's outcome is unknown, sends that attempt again
   * instead (its own choices). Resolves with the redemption, or null when cancelled, refused,
   * still unknown or already running.
   */
  const confirmAndRedeem = useCallback(
    async (body: RedeemRequest, copy: ConfirmCopy | null, extra: RedeemExtra): Promise<Redeemed | null> => {
      if (busy.current || !detail) return null;
      busy.current = true;
      try {
        const unresolved = attempt.pending();
        if (unresolved) return await settle(unresolved, await check(unresolved, [0, ...CHECK_DELAYS_MS]));
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
        // The frame that answers the confirming tap shows the dialog closed (or the redeem step's
        // button pressed); the overlay (which fades in anyway), the kept attempt and the signed call
        // follow in the task after it, not in the tap's own (its INP). The busy ref holds a second
        // tap off meanwhile.
        await afterNextPaint();
        const sent = attempt.start(body, extra);
        try {
          const redemption = await overlay.during(answerOf(mutateAsync({ data: sent.body, headers: { 'Idempotency-Key': sent.key } })));
          return await settle(sent, { redemption });
        } catch (error) {
          return await settle(sent, isUnknownOutcome(error) ? await check(sent, CHECK_DELAYS_MS) : { error });
        }
      } finally {
        busy.current = false;
      }
    },
    [attempt, check, detail, dialog, intl, mutateAsync, overlay, settle],
  );

  /** Sends the kept attempt again (same key and body), as when the screen opens with one; null without one. */
  const checkKept = useCallback(async (): Promise<Redeemed | null> => {
    const unresolved = attempt.pending();
    return unresolved ? confirmAndRedeem(unresolved.body, null, extraOf(unresolved)) : null;
  }, [attempt, confirmAndRedeem]);

  return { pending: mutation.isPending, kept, confirmAndRedeem, checkKept };
}
