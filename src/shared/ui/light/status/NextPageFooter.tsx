import { Button } from '@/shared/ui/light/button/Button';
import { ErrorState } from './ErrorState';
import { useInfiniteScroll } from './use-infinite-scroll';

interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  error: unknown;
}

interface NextPageFooterProps {
  /** A generated infinite query (`useGet…Infinite` with `PAGED`). */
  query: NextPageQuery;
  /** Text of the "load more" button. */
  label: string;
  variant?: 'outline' | 'subtle';
  sentinelClassName?: string;
  testId?: string;
}

/**
 * The end of a paged list (light kit): the next page loads as the member nears it
 * (`useInfiniteScroll`), with a "load more" button for keyboards; a failed page shows the error with
 * retry and keeps the pages already shown.
 */
export function NextPageFooter({ query, label, variant = 'outline', sentinelClassName, testId }: NextPageFooterProps) {
  const sentinel = useInfiniteScroll(query);
  if (query.isFetchNextPageError) return <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />;
  if (!query.hasNextPage) return null;
  return (
    <>
      <div ref={sentinel} className={sentinelClassName} aria-hidden="true" />
      <Button variant={variant} fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid={testId}>
        {label}
      </Button>
    </>
  );
}
