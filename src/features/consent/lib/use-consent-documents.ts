import { useEffect } from 'react';
import { useGetDocument } from '@/generated/content/content';
import type { DocumentKind } from '@/generated/model';

/**
 * The document the member is asked to accept, at the version customer info names as current:
 * a cached copy of an older version (documents stay fresh for 30 minutes) is fetched again.
 */
export function useCurrentDocument(kind: Extract<DocumentKind, 'terms' | 'privacy'>, version: string | undefined) {
  const query = useGetDocument({ kind });
  const { data, isFetching, refetch } = query;
  const outdated = data !== undefined && version !== undefined && data.version !== version;
  useEffect(() => {
    if (outdated && !isFetching) void refetch();
    // Once per version seen: the same answer again keeps `data` (structural sharing), so no loop.
  }, [outdated, data, version]); // eslint-disable-line react-hooks/exhaustive-deps -- refetch only on a new mismatch
  return query;
}
