import type { Delivery, DeliveryStatus } from '@/generated/model';

/** The delivery states in order (docs/spec.md §4: packed, then shipped, then received). */
const DELIVERY_STEPS = ['packed', 'shipped', 'received'] as const satisfies readonly DeliveryStatus[];

export interface DeliveryStep {
  status: DeliveryStatus;
  /** When it was reached; null while it is still ahead. */
  at: string | null;
}

/**
 * Every step with the time it was reached. A step counts as reached when the timeline lists it or
 * the current status is at or past it (a timeline that skipped an entry still draws a whole line).
 */
export function deliverySteps(delivery: Pick<Delivery, 'status' | 'timeline'>): { steps: DeliveryStep[]; current: number } {
  const current = DELIVERY_STEPS.indexOf(delivery.status);
  const steps = DELIVERY_STEPS.map((status) => ({
    status,
    at: delivery.timeline.find((entry) => entry.status === status)?.at ?? null,
  }));
  return { steps, current };
}
