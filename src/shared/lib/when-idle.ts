/**
 * Runs `task` once the browser is idle (after `delayMs`, and at the latest `timeoutMs` after that),
 * or in a task of its own where idle callbacks do not exist. Returns a cancel function. The one way
 * the app defers work that must not compete with what the member is waiting for: prefetching the
 * next screens and the dialog view, starting field vitals, refreshing data after a redemption.
 */
export function whenIdle(task: () => void, { delayMs = 0, timeoutMs }: { delayMs?: number; timeoutMs: number }): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    else timer = setTimeout(task, 0);
  };
  if (delayMs > 0) timer = setTimeout(schedule, delayMs);
  else schedule();
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    if (idle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
  };
}
