/**
 * Privilege-area queries. Keys follow the generated client's convention (request path first),
 * so invalidating by path refreshes every screen that shows the same data.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getGetPrivilegeCategoriesQueryKey,
  getGetPrivilegeDetailQueryKey,
  getGetPrivilegeListQueryKey,
  getPrivilegeCategories,
  getPrivilegeDetail,
  getPrivilegeList,
} from '@/generated/privilege/privilege';
import { getEcode, getGetEcodeQueryKey } from '@/generated/redemption/redemption';
import { getGetServiceListQueryKey, getServiceList } from '@/generated/service/service';
import type { GetPrivilegeListParams, PrivilegePage } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';

export const PAGE_SIZE = 10;

/** Retries once after a network failure or a 5xx; a 4xx answer is final. */
export function retryOnceUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const categoriesQuery = queryOptions({
  queryKey: getGetPrivilegeCategoriesQueryKey(),
  queryFn: ({ signal }) => getPrivilegeCategories(undefined, signal),
  staleTime: 10 * 60_000,
});

export type ListFilter = Pick<GetPrivilegeListParams, 'category_id' | 'keyword' | 'type'>;

/** Drops empty filter values so equal filters share one cache entry. */
function cleanFilter(filter: ListFilter): ListFilter {
  const out: ListFilter = {};
  if (filter.category_id) out.category_id = filter.category_id;
  if (filter.keyword?.trim()) out.keyword = filter.keyword.trim();
  if (filter.type) out.type = filter.type;
  return out;
}

/** Pages of the catalogue for a filter; the next page exists while fewer than `total` are loaded. */
export function privilegeListQuery(filter: ListFilter) {
  const params = cleanFilter(filter);
  return infiniteQueryOptions({
    queryKey: [...getGetPrivilegeListQueryKey({ ...params, page_size: PAGE_SIZE }), 'infinite'] as const,
    queryFn: ({ pageParam, signal }): Promise<PrivilegePage> =>
      getPrivilegeList({ ...params, page: pageParam, page_size: PAGE_SIZE }, undefined, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
    },
    // A keyword without a match answers 404 SEARCH_NOT_FOUND: not worth retrying.
    retry: retryOnceUnlessAnswered,
  });
}

export function privilegeDetailQuery(privilegeId: string) {
  return queryOptions({
    queryKey: getGetPrivilegeDetailQueryKey({ privilege_id: privilegeId }),
    queryFn: ({ signal }) => getPrivilegeDetail({ privilege_id: privilegeId }, undefined, signal),
    staleTime: 15_000,
    retry: retryOnceUnlessAnswered,
  });
}

export function ecodeQuery(redemptionId: string) {
  return queryOptions({
    queryKey: getGetEcodeQueryKey({ redemption_id: redemptionId }),
    queryFn: ({ signal }) => getEcode({ redemption_id: redemptionId }, undefined, signal),
    staleTime: 30_000,
  });
}

export const serviceListQuery = queryOptions({
  queryKey: getGetServiceListQueryKey(),
  queryFn: ({ signal }) => getServiceList(undefined, signal),
  staleTime: 60_000,
});
