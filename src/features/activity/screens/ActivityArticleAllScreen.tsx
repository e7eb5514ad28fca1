import { useIntl } from 'react-intl';
import { useGetArticleListInfinite } from '@/generated/activity/activity';
import { PAGED } from '@/shared/api/paging';
import { ALL_PAGE_SIZE, PagedActivityList } from '../ui/PagedActivityList';

/** Every article, newest first, paged. */
function ActivityArticleAllScreen() {
  const intl = useIntl();
  const query = useGetArticleListInfinite({ page_size: ALL_PAGE_SIZE }, { query: PAGED });
  return <PagedActivityList query={query} empty={intl.formatMessage({ id: 'activity.emptyArticles' })} testId="article-all" />;
}

export default ActivityArticleAllScreen;
