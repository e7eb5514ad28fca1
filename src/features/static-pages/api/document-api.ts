import { queryOptions } from '@tanstack/react-query';
import { getDocument, getGetDocumentQueryKey } from '@/generated/content/content';
import type { DocumentKind } from '@/generated/model';

export type { DocumentKind };

/** A public document (GET /api/Content/Document?kind=…), cached for ten minutes. */
export function documentQuery(kind: DocumentKind) {
  const params = { kind };
  return queryOptions({
    queryKey: getGetDocumentQueryKey(params),
    queryFn: ({ signal }) => getDocument(params, undefined, signal),
    staleTime: 10 * 60_000,
  });
}
