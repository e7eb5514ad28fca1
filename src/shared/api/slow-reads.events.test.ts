import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSlowReads } from '@/shared/api/slow-reads';

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

/** A screen's reads, mounting together: each observed, each still waiting for its answer. */
function mountReads(client: QueryClient, count: number): () => void {
  const stops = Array.from({ length: count }, (_, i) =>
    new QueryObserver(client, { queryKey: ['read', i], queryFn: () => new Promise<never>(() => undefined) }).subscribe(() => undefined),
  );
  return () => stops.forEach((stop) => stop());
}

describe('watching for slow reads', () => {
  it('looks at the cache once after a burst of events, not once per event', async () => {
    const client = new QueryClient();
    clients.push(client);
    const findAll = vi.spyOn(client.getQueryCache(), 'findAll');
    const stop = watchSlowReads(client, () => undefined);
    expect(findAll).toHaveBeenCalledTimes(1);
    // Five reads: each is added, observed, and starts fetching (a dozen events and more).
    const unmount = mountReads(client, 5);
    await Promise.resolve();
    expect(findAll).toHaveBeenCalledTimes(2);
    unmount();
    stop();
  });

  it('still reports the reads that keep waiting, and stops when unsubscribed', async () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      clients.push(client);
      const seen: number[] = [];
      const stop = watchSlowReads(client, (slow) => seen.push(slow.length), 1000);
      const unmount = mountReads(client, 3);
      await vi.advanceTimersByTimeAsync(999);
      expect(seen).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen).toEqual([3]);
      stop();
      unmount();
      await vi.advanceTimersByTimeAsync(5000);
      expect(seen).toEqual([3]);
    } finally {
      vi.useRealTimers();
    }
  });
});
