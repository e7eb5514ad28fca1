/**
 * The privilege as the list or search results the member tapped it in already have it (react-query's
 * cache of the generated list queries): the detail screen paints its head from it at once and fills
 * in the rest (description, terms, eligibility) when the detail answers.
 */
import { getGetPrivilegeListInfiniteQueryKey } from '@/generated/privilege/privilege';
import type { PrivilegeSummary } from '@/generated/model';
import { pageItems } from '@/shared/api/paging';
import { queryClient } from '@/shared/api/query-client';

export function cachedSummary(privilegeId: string): PrivilegeSummary | undefined {
  if (!privilegeId) return undefined;
  // Every cached page of every filter and keyword (the key without params is their common prefix).
  const lists = queryClient.getQueriesData<{ pages: ReadonlyArray<{ items: readonly PrivilegeSummary[] }> }>({
    queryKey: getGetPrivilegeListInfiniteQueryKey(),
  });
  for (const [, data] of lists) {
    const found = pageItems(data).find((privilege) => privilege.privilege_id === privilegeId);
    if (found) return found;
  }
  return undefined;
}
