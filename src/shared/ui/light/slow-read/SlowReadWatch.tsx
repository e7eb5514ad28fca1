import { useQueryClient, type Query } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { watchSlowReads } from '@/shared/api/slow-reads';

/** The notice's own chunk: loaded the first time a read is slow. */
const SlowReadNotice = lazy(() => import('./SlowReadNotice'));

/** Mounted once at the root: watches the cache and shows the notice while a read is slow. */
export function SlowReadWatch({ afterMs }: { afterMs?: number }) {
  const client = useQueryClient();
  const [slow, setSlow] = useState<Query[]>([]);
  useEffect(() => watchSlowReads(client, setSlow, afterMs), [client, afterMs]);
  if (slow.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SlowReadNotice queries={slow} />
    </Suspense>
  );
}
