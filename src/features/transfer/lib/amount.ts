/**
 * Transfer amounts: the partner's rules (minimum, maximum, step = rate.points) and the member's
 * balance, checked before any call; what the partner credits for an amount.
 */
import type { TransferRate } from '@/generated/model';
import type { MessageId } from '@/shared/i18n/message-ids';

export interface AmountRules {
  rate: TransferRate;
  min_points: number;
  max_points: number;
  step: number;
}

export type AmountProblem = { id: MessageId; values?: Record<string, number> };

/** Partner points `points` programme points buy at `rate` (whole units only). */
export function partnerPointsFor(points: number, rate: TransferRate): number {
  return Math.floor(points / rate.points) * rate.partner_points;
}

/** Why the amount cannot be transferred, or null when it can. */
export function amountProblem(points: number | null, rules: AmountRules, balance: number | null): AmountProblem | null {
  if (points === null || Number.isNaN(points)) return { id: 'validation.required' };
  if (balance !== null && points > balance) return { id: 'transfer.amount.notEnough' };
  if (points < rules.min_points) return { id: 'transfer.amount.belowMin', values: { min: rules.min_points } };
  if (points > rules.max_points) return { id: 'transfer.amount.aboveMax', values: { max: rules.max_points } };
  if (points % rules.step !== 0) return { id: 'transfer.amount.step', values: { step: rules.step } };
  return null;
}

/** Up to four quick amounts the member can afford, within the partner's limits. */
export function quickAmounts(rules: AmountRules, balance: number | null): number[] {
  const cap = Math.min(rules.max_points, balance ?? rules.max_points);
  const candidates = [rules.min_points, 500, 1000, 2000, 5000].map((n) => Math.ceil(n / rules.step) * rules.step);
  return [...new Set(candidates)].filter((n) => n >= rules.min_points && n <= cap).slice(0, 4);
}

/** The typed amount as a number (digits only after normalisation), or null when empty. */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text) ? Number(text) : NaN;
}
