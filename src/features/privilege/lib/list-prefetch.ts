/**
 * The privilege list's data head start (the screen's `prefetch`, which its route loader calls as the
 * screen's chunk arrives). The first row's card images are requested as soon as the first page is
 * in, before the cards render: on a slow network they are what the member sees last.
 */
import type { PrivilegeSummary } from '@/generated/model';
import {
  getGetPrivilegeCategoriesQueryOptions,
  getGetPrivilegeListInfiniteQueryKey,
  getGetPrivilegeListInfiniteQueryOptions,
} from '@/generated/privilege/privilege';
import { PAGED, pageItems } from '@/shared/api/paging';
import { queryClient } from '@/shared/api/query-client';
import { preloadImages } from '@/shared/lib/preload-images';
import { readUrlParam } from '@/shared/routing/url-params';
import { listParams } from './list-params';

/** The cards of the first row (two columns): in view when the list opens. */
export const FIRST_ROW = 2;

/** Resolves once the first page is in (the route loader may wait for it a moment). */
export function prefetchList(url: URL): Promise<void> {
  const category = readUrlParam(url.searchParams, 'category');
  void queryClient.prefetchQuery(getGetPrivilegeCategoriesQueryOptions());
  const params = listParams({ category_id: category ?? undefined });
  return queryClient.prefetchInfiniteQuery(getGetPrivilegeListInfiniteQueryOptions(params, { query: PAGED })).then(() => {
    const first = pageItems<PrivilegeSummary>(queryClient.getQueryData(getGetPrivilegeListInfiniteQueryKey(params))).slice(0, FIRST_ROW);
    preloadImages(first.map((privilege) => privilege.image_url));
  });
}
