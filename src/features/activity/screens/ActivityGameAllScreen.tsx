import { useIntl } from 'react-intl';
import { useGetGameListInfinite } from '@/generated/activity/activity';
import { PAGED } from '@/shared/api/paging';
import { ALL_PAGE_SIZE, PagedActivityList } from '../ui/PagedActivityList';

/** Every game (running first, then those ended in the last 30 days), paged. */
function ActivityGameAllScreen() {
  const intl = useIntl();
  const query = useGetGameListInfinite({ page_size: ALL_PAGE_SIZE }, { query: PAGED });
  return <PagedActivityList query={query} empty={intl.formatMessage({ id: 'activity.emptyGames' })} testId="game-all" />;
}

export default ActivityGameAllScreen;
