import type { GetPrivilegeListParams } from '@/generated/model';

const PAGE_SIZE = 10;

export type ListFilter = Pick<GetPrivilegeListParams, 'category_id' | 'keyword' | 'type'>;

/** The list call's parameters for a filter; empty values are dropped so equal filters share one cache entry. */
export function listParams(filter: ListFilter): GetPrivilegeListParams {
  const params: GetPrivilegeListParams = { page_size: PAGE_SIZE };
  if (filter.category_id) params.category_id = filter.category_id;
  if (filter.keyword?.trim()) params.keyword = filter.keyword.trim();
  if (filter.type) params.type = filter.type;
  return params;
}
