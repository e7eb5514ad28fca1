import { memo } from 'react';
import type { PrivilegeSummary } from '@/generated/model';
import { useLang } from '@/shared/i18n/lang-store';
import { PointsCost, StockLabel } from './PointsCost';
import { placeholderClass } from '@/shared/ui/light/status/Skeleton';
import { TypeBadge } from './TypeBadge';
import classes from './privilege.module.css';
import { href } from '@/shared/routing/paths';

/**
 * One privilege in the list: image, type badge, name, partner, cost and stock. `first`: one of the
 * cards in view when the list opens, whose image is fetched at once and first. A plain link, which
 * the list's one click handler opens in the app (`useLinkClicks`): nothing in a card reads the
 * router, so a navigation does not render the cards again. Memoised: the list's cards, whose
 * privilege object the query keeps while its data is unchanged, need not render again when the
 * screen does (measured in a CPU profile of the History tap: their cost and stock labels were the
 * largest part of the list's re-render).
 */
export const PrivilegeCard = memo(function PrivilegeCard({ privilege, first = false }: { privilege: PrivilegeSummary; first?: boolean }) {
  const lang = useLang();
  const soldOut = privilege.remaining_stock <= 0;
  return (
    <li className={classes.cardItem}>
      <a
        href={href('privilegeDetail', { privilege_id: privilege.privilege_id })}
        className={classes.card}
        data-sold-out={soldOut || undefined}
        data-testid="privilege-card"
      >
        <span className={classes.cardMedia}>
          <img src={privilege.image_url} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" width={320} height={200} />
          <TypeBadge privilege={privilege} />
        </span>
        <span className={classes.cardBody}>
          <span className={classes.partner}>{privilege.partner_name[lang]}</span>
          <span className={classes.cardName}>{privilege.name[lang]}</span>
          <span className={classes.cardFoot}>
            <PointsCost cost={privilege.points_cost} perEntry={privilege.is_lucky_draw} />
            <StockLabel stock={privilege.remaining_stock} />
          </span>
        </span>
      </a>
    </li>
  );
});

/** Grey cards while the first page loads. */
export function PrivilegeGridSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <ul className={classes.grid} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={classes.cardItem} aria-hidden="true">
          <span className={classes.card} data-skeleton="">
            <span className={`${classes.cardMedia} ${placeholderClass}`} />
            <span className={classes.cardBody}>
              <span className={`${placeholderClass} ${classes.skLine}`} style={{ width: '50%' }} />
              <span className={`${placeholderClass} ${classes.skLine}`} />
              <span className={`${placeholderClass} ${classes.skLine}`} style={{ width: '70%' }} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
