/**
 * The start screen's first reads: what start-up asks for first under the prerendered shell
 * (first-data.ts: the guard's customer info, and the privilege list loader's categories, first page
 * and balance). The page's inline script sends them as soon as it has chosen the shell, while the
 * app's code is still on its way (prerender-choice.ts, shared/api/early-reads.ts); the fetcher then
 * adopts their answers. The first page's first-row images are asked for as soon as it is in, as the
 * list's loader does (they are what a member waits for last on a slow network).
 * first-reads.test.tsx checks that start-up asks for exactly these; one it no longer asked for would
 * only be sent for nothing.
 */
import { getGetCustomerInfoQueryKey, getGetPointQueryKey } from '@/generated/customer/customer';
import type { PrivilegePage } from '@/generated/model';
import { getGetPrivilegeCategoriesQueryKey, getGetPrivilegeListQueryKey } from '@/generated/privilege/privilege';
import { firstRowImages } from '@/features/privilege/lib/first-row';
import { listParams } from '@/features/privilege/lib/list-params';
import type { EarlyReadSpec } from '@/shared/api/early-reads';
import { PAGED } from '@/shared/api/paging';
import { preloadImages } from '@/shared/lib/preload-images';

/**
 * The reads, in the order start-up asks for them; the first page's first-row images are asked for as
 * soon as it is in. A guest's session has no customer info to look up and no balance.
 */
export function firstReads({ guest }: { guest: boolean }): EarlyReadSpec[] {
  const [list, params] = getGetPrivilegeListQueryKey({ ...listParams({}), page: PAGED.initialPageParam });
  const page: EarlyReadSpec = { url: list, params: { ...params }, onData: (data) => preloadImages(firstRowImages(data as PrivilegePage)) };
  const categories: EarlyReadSpec = { url: getGetPrivilegeCategoriesQueryKey()[0] };
  if (guest) return [categories, page];
  return [{ url: getGetCustomerInfoQueryKey()[0] }, categories, page, { url: getGetPointQueryKey()[0] }];
}
