/**
 * The points balance after a write that moved points (redeem, transfer, top-up): the answer's new
 * balance shows at once everywhere the balance is read (the generated `GetPoint` key), then the
 * server confirms it once the browser is idle (within a second), not on the time of the screen
 * that shows the result. Kept out of the customer-info module the first route loads.
 */
import { getGetPointQueryKey } from '@/generated/customer/customer';
import type { PointBalance } from '@/generated/model';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';
import { whenIdle } from '@/shared/lib/when-idle';

export function applyBalance(balanceAfter: number): void {
  queryClient.setQueryData(getGetPointQueryKey(), (current: PointBalance | undefined) =>
    current ? { ...current, point: balanceAfter } : current,
  );
  whenIdle(() => void refresh('balanceAnswered'), { timeoutMs: 1000 });
}
