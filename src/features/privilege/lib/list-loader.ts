/**
 * The privilege list's data loader (the screen's `loader`, which the guard loader calls once the
 * visitor may open the list and the screen's chunk is in; also start-up's, under the prerendered
 * shell). The first row's card images are requested as soon as the first page is in, before the
 * cards render: on a slow network they are what the member sees last.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { getGetPointQueryOptions } from '@/generated/customer/customer';
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
import { sessionKindOf } from '@/shared/session/session';
import { readToken } from '@/shared/session/token';
import { firstRowImages } from './first-row';
import { listParams } from './list-params';

/**
 * The categories, the first page of cards and, for a member, the balance; resolves once the page and
 * the balance are in (the navigation may wait for them a moment). The balance's expiry notice sits
 * above the cards: asked for only when the screen rendered, it came in after them and pushed them
 * down (CLS 0.06 on slow 4G). At start-up (app/bootstrap/first-data.ts) the member token is not yet
 * accepted (its customer info is on its way): the balance is asked for with the page all the same,
 * not after the customer info, which on a slow phone put it past the navigation's brief wait.
 */
export function listLoader({ url }: LoaderFunctionArgs): Promise<unknown> {
  const category = readUrlParam(url.searchParams, 'category');
  void queryClient.prefetchQuery(getGetPrivilegeCategoriesQueryOptions());
  const params = listParams({ category_id: category ?? undefined });
  const page = queryClient.prefetchInfiniteQuery(getGetPrivilegeListInfiniteQueryOptions(params, { query: PAGED })).then(() => {
    const items = pageItems<PrivilegeSummary>(queryClient.getQueryData(getGetPrivilegeListInfiniteQueryKey(params)));
    preloadImages(firstRowImages({ items }));
  });
  // The list asks for a session (route metadata): a token is there, a guest's or a member's.
  return sessionKindOf(readToken()) !== 'guest' ? Promise.all([page, queryClient.prefetchQuery(getGetPointQueryOptions())]) : page;
}
