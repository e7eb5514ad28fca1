import { useEffect, useRef } from 'react';

interface InfinitePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scroll for a generated infinite query: put the returned ref on an element after the
 * last item; the next page loads when it comes near the viewport (a "load more" control next to it
 * serves keyboards and browsers without IntersectionObserver). A failed page stops the automatic
 * loading until the member retries, and the pages already shown stay.
 */
export function useInfiniteScroll({ hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage }: InfinitePages) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return sentinel;
}
