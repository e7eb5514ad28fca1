import { useIntl } from 'react-intl';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { useLang } from '@/shared/i18n/lang-store';
import { useSessionKind } from '@/shared/session/session-kind';
import { useGetPrivilegeCategories } from '@/generated/privilege/privilege';
import { CategoryChips } from '../ui/CategoryChips';
import { PartnerTilesSlot } from '../ui/PartnerTilesSlot';
import { PointsExpiryNotice } from '../ui/PointsExpiryNotice';
import { PrivilegeResults } from '../ui/PrivilegeResults';
import classes from '../ui/privilege.module.css';

/**
 * The main privilege list: the points-expiry notice (every year), the "Transfer points" partner tiles,
 * category chips and paged cards.
 * The home header above it (header_mode 3) carries the member's balance and the search entry.
 */
export default function PrivilegeListScreen() {
  const intl = useIntl();
  const lang = useLang();
  const kind = useSessionKind();
  const [params, setParams] = useQueryParams();
  const category = readUrlParam(params, 'category');
  const categories = useGetPrivilegeCategories();
  const categoryName = categories.data?.find((c) => c.category_id === category)?.name[lang];

  const select = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('category', next);
    else updated.delete('category');
    setParams(updated, { replace: true, preventScrollReset: true });
  };

  return (
    <div className={classes.stack} data-testid="privilege-list-screen">
      {kind === 'member' ? <PointsExpiryNotice /> : null}
      {kind === 'member' ? <PartnerTilesSlot /> : null}
      <CategoryChips categories={categories.data ?? []} selected={category} onSelect={select} />
      <PrivilegeResults
        filter={{ category_id: category ?? undefined }}
        heading={
          <h2 className={classes.sectionTitle}>
            {categoryName ?? intl.formatMessage({ id: 'privilege.list.heading' })}
          </h2>
        }
      />
    </div>
  );
}

/** The screen's data loader (route-types ScreenModule): the categories, the first page of cards and its first row's images. */
export { listLoader as loader } from '../lib/list-loader';
