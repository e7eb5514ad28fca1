import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from '@/shared/lib/when-idle';
import { useDialogQueue } from './dialog-store';

const loadView = () => import('./DialogView');
const DialogView = lazy(loadView);

/** Delay before the dialog view is prefetched, so it never competes with the first screen. */
const PREFETCH_DELAY_MS = 3000;

/**
 * Renders the first queued dialog. The view (light kit) loads on demand and is
 * prefetched once the first screen has settled, so an error dialog still shows when the
 * network drops later.
 */
export function DialogHost() {
  const queue = useDialogQueue();
  useEffect(() => {
    return whenIdle(() => void loadView().catch(() => undefined), { delayMs: PREFETCH_DELAY_MS, timeoutMs: 2000 });
  }, []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={current.id} entry={current} />
    </Suspense>
  );
}
