/**
 * Under the prerendered shell (a member, or a guest, at the start address), the first navigation's
 * look-ups start as soon as the app's code is in, while the router and the member chrome are still
 * being set up: the guard's customer info, and the start screen's chunk and data (its `prefetch`).
 * The navigation then joins them (the same chunk, the same query keys, a customer-info check under
 * way), and handles a failure as always; here a failure is only let go.
 */
import { startGuardLookUp } from '@/app/routing/guard-loader';
import { START_ROUTE } from '@/shared/routing/paths';
import { findRoute } from '@/app/routes/route-table';

export function startFirstData(): void {
  const route = findRoute(START_ROUTE);
  if (route?.kind !== 'screen') return;
  startGuardLookUp(route.auth);
  const url = new URL(window.location.href);
  route
    .load()
    .then((module) => module.prefetch?.(url))
    .catch(() => undefined);
}
