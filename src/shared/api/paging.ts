/**
 * The page parameters orval does not emit for the generated infinite queries: every paged list of
 * the contract answers `{ items, page, total }` and takes `page` (from 1). Spread into the query
 * options of any `useGet…Infinite` hook or `getGet…InfiniteQueryOptions`:
 *
 *   useGetPrivilegeListInfinite(params, { query: PAGED })
 */
interface Page {
  items: readonly unknown[];
  page: number;
  total: number;
}

/** The next page while fewer than `total` items are loaded (and the last page was not empty). */
function nextPage(last: Page, pages: readonly Page[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

export const PAGED = { initialPageParam: 1, getNextPageParam: nextPage } as const;

/** Every item of the pages loaded so far. */
export function pageItems<T>(data: { pages: ReadonlyArray<{ items: readonly T[] }> } | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/** What a paged list screen reads from a generated infinite query (`useGet…Infinite`). */
export interface InfiniteListQuery<T> {
  data?: { pages: ReadonlyArray<{ items: readonly T[] }> };
  error: unknown;
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}
