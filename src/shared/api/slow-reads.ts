/**
 * Reads that keep a screen waiting. docs/spec.md §7 allows a call 180 s before it times out; long before
 * that the member is told it is taking longer than usual and may stop waiting or ask again
 * (`shared/ui/light/slow-read`). Only reads a screen is showing a skeleton for count: pending (no data
 * yet), fetching, and observed. Reads a route loader awaits (customer info) have no observer and
 * are left to the navigation.
 */
import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';

/** "A few seconds": after this long without an answer the member is told. */
export const SLOW_READ_AFTER_MS = 8_000;

/**
 * The cache events that can change which reads are waiting: a query's state, its observers, its
 * presence. Not the ones every render of a screen sends (`observerOptionsUpdated`,
 * `observerResultsUpdated`).
 */
const MAY_CHANGE_WAITING: ReadonlySet<QueryCacheNotifyEvent['type']> = new Set(['added', 'removed', 'updated', 'observerAdded', 'observerRemoved']);

function isWaitingRead(query: Query): boolean {
  return query.state.status === 'pending' && query.state.fetchStatus === 'fetching' && query.getObserversCount() > 0;
}

/**
 * Calls `onChange` with the reads that have been waiting at least `afterMs` (an empty list when
 * none), each time that list changes. Returns the unsubscribe function.
 */
export function watchSlowReads(client: QueryClient, onChange: (slow: Query[]) => void, afterMs = SLOW_READ_AFTER_MS): () => void {
  const cache = client.getQueryCache();
  const since = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = '';

  const check = () => {
    clearTimeout(timer);
    const now = Date.now();
    const waiting = cache.findAll({ predicate: isWaitingRead });
    const hashes = new Set(waiting.map((q) => q.queryHash));
    for (const hash of since.keys()) if (!hashes.has(hash)) since.delete(hash);
    for (const q of waiting) if (!since.has(q.queryHash)) since.set(q.queryHash, now);
    const dueAt = (q: Query) => (since.get(q.queryHash) ?? now) + afterMs;
    const slow = waiting.filter((q) => dueAt(q) <= now);
    const key = slow.map((q) => q.queryHash).join('\n');
    if (key !== reported) {
      reported = key;
      onChange(slow);
    }
    const next = Math.min(...waiting.filter((q) => dueAt(q) > now).map(dueAt));
    if (Number.isFinite(next)) timer = setTimeout(check, next - now);
  };

  // One look at the cache after a burst of events (a screen mounting sends one per read), not one per event.
  let queued = false;
  let stopped = false;
  const unsubscribe = cache.subscribe((event) => {
    if (queued || !MAY_CHANGE_WAITING.has(event.type)) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      if (!stopped) check();
    });
  });
  check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}

/** Matches exactly the given queries (the ones the notice is about). */
const among = (queries: readonly Query[]) => {
  const set = new Set(queries);
  return (q: Query) => set.has(q);
};

/** Asks again: the stuck calls are aborted and sent afresh (a read that timed out is never retried on its own). */
export async function retryReads(client: QueryClient, queries: readonly Query[]): Promise<void> {
  const predicate = among(queries);
  await client.cancelQueries({ predicate });
  await client.refetchQueries({ predicate });
}

/** Stops waiting: the calls are aborted and each screen shows its error state, whose retry asks again. */
export async function stopReads(client: QueryClient, queries: readonly Query[]): Promise<void> {
  await client.cancelQueries({ predicate: among(queries) }, { revert: false });
}
