/**
 * The delivery promise (docs/spec.md §9: "Delivery within 5 business days"). Business days are Monday to
 * Friday of the Thai calendar (Asia/Bangkok, UTC+7 all year); Saturdays and Sundays are skipped.
 * Pure functions, no clock: the caller passes the moment to count from.
 */
import type { Delivery } from '@/generated/model';

/** Business days between redemption and delivery (docs/spec.md §9). */
export const DELIVERY_BUSINESS_DAYS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Bangkok calendar date (`YYYY-MM-DD`) `days` business days after the moment `from`: each step
 * moves one calendar day and counts it only on a weekday. Friday + 5 is the next Friday, Saturday
 * + 1 the Monday after. `null` for a moment that is not a date.
 */
export function addBusinessDays(from: string | number | Date, days: number): string | null {
  const start = from instanceof Date ? from.getTime() : typeof from === 'number' ? from : Date.parse(from);
  if (!Number.isFinite(start)) return null;
  // Work on the Bangkok wall clock, read through the UTC getters.
  const day = new Date(start + BANGKOK_OFFSET_MS);
  let left = Math.max(0, Math.trunc(days));
  while (left > 0) {
    day.setTime(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/**
 * The date the delivery is promised by: five business days after it was packed (the redemption,
 * the first timeline entry). The server's `estimated_delivery_date` wins when it is later (it may
 * know public holidays the app does not); when the timeline is empty it is the only date there is.
 */
export function promisedDeliveryDate(delivery: Pick<Delivery, 'timeline' | 'estimated_delivery_date'>): string | null {
  const start = delivery.timeline.find((entry) => entry.status === 'packed') ?? delivery.timeline[0];
  const computed = start ? addBusinessDays(start.at, DELIVERY_BUSINESS_DAYS) : null;
  const estimated = ISO_DATE.test(delivery.estimated_delivery_date) ? delivery.estimated_delivery_date : null;
  if (computed && estimated) return computed >= estimated ? computed : estimated;
  return computed ?? estimated;
}

/** A calendar date as a moment at noon local time, so formatting shows the same day in any time zone. */
export function calendarDay(isoDate: string): Date {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(y, m - 1, d, 12);
}
