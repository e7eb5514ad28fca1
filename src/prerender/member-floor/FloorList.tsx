/**
 * The member floor's privilege list (`/privilege/privilege-list`): the points-expiry notice, the
 * partner tiles (after the list has painted, in a slot of their height, as the app's), the category
 * chips and the first page of cards, in the app's markup and classes (PrivilegeListScreen,
 * PrivilegeResults, PrivilegeCard, PartnerTiles). The floor opens no category and loads no next page:
 * its chips and "more" button are drawn, not wired.
 */
import { useAfterPaint } from '@/shared/lib/use-after-paint';
import type { PrivilegeSummary } from '@/generated/model';
import classes from '@/features/privilege/ui/privilege.module.css';
import { PARTNER_START } from '@/domains/partners/partner-start';
import tiles from '@/domains/partners/PartnerTiles.module.css';
import { href } from '@/shared/routing/paths';
import { expiringByYear } from '@/shared/session/expiring-points';
import { placeholderClass } from '@/shared/ui/light/status/Skeleton';
import { calls, useCall } from './floor-data';
import { HomeHeader, Shell } from './FloorChrome';
import { FloorLink } from './floor-nav';
import { format, t } from './floor-text';

/** The cards of the first row, whose images are fetched at once (features/privilege/lib/list-loader.ts). */
const FIRST_ROW = 2;
const LOW_STOCK = 10;

export function TypeBadge({ privilege }: { privilege: Pick<PrivilegeSummary, 'type' | 'is_lucky_draw'> }) {
  const kind = privilege.is_lucky_draw ? 'luckydraw' : privilege.type;
  return (
    <span className={classes.badge} data-kind={kind}>
      {t(`privilege.type.${kind}`)}
    </span>
  );
}

export function PointsCost({ cost, size = 'md', perEntry }: { cost: number; size?: 'md' | 'lg'; perEntry: boolean }) {
  if (cost === 0) {
    return (
      <span className={classes.cost} data-size={size} data-free="">
        {t('privilege.free')}
      </span>
    );
  }
  return (
    <span className={classes.cost} data-size={size}>
      <span className={classes.costValue}>{format.number(cost)}</span> <span className={classes.costUnit}>{t(perEntry ? 'privilege.pointsPerEntry' : 'privilege.points')}</span>
    </span>
  );
}

export function StockLabel({ stock }: { stock: number }) {
  if (stock <= 0) {
    return (
      <span className={classes.stock} data-level="out">
        {t('privilege.stock.out')}
      </span>
    );
  }
  return (
    <span className={classes.stock} data-level={stock <= LOW_STOCK ? 'low' : 'ok'}>
      {t('privilege.stock.left', { count: stock })}
    </span>
  );
}

function Card({ privilege, first }: { privilege: PrivilegeSummary; first: boolean }) {
  return (
    <li className={classes.cardItem}>
      <FloorLink
        to={href('privilegeDetail', { privilege_id: privilege.privilege_id })}
        state={{ summary: privilege }}
        className={classes.card}
        data-sold-out={privilege.remaining_stock <= 0 || undefined}
        data-testid="privilege-card"
      >
        <span className={classes.cardMedia}>
          <img src={privilege.image_url} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} decoding="async" width={320} height={200} />
          <TypeBadge privilege={privilege} />
        </span>
        <span className={classes.cardBody}>
          <span className={classes.partner}>{privilege.partner_name.th}</span>
          <span className={classes.cardName}>{privilege.name.th}</span>
          <span className={classes.cardFoot}>
            <PointsCost cost={privilege.points_cost} perEntry={privilege.is_lucky_draw} />
            <StockLabel stock={privilege.remaining_stock} />
          </span>
        </span>
      </FloorLink>
    </li>
  );
}

/** Grey cards while the first page loads (PrivilegeGridSkeleton; its module also holds the card, which needs the router). */
function GridSkeleton({ count = 4, label }: { count?: number; label: string }) {
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

function ExpiryNotice() {
  const years = expiringByYear(useCall(calls.point)?.value);
  if (!years.length) return null;
  return (
    <div className={classes.expiry} data-testid="points-expiry" role="note">
      <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <ul>
        {years.map((entry) => (
          <li key={entry.year}>{t('privilege.points.expiring', { points: entry.point, date: format.date(entry.expire_date) })}</li>
        ))}
      </ul>
    </div>
  );
}

/** The partner tiles and the SIM-migration check, asked for once the list has painted (as the app does). */
function PartnerSlot() {
  const ready = useAfterPaint();
  const partners = useCall(ready ? calls.partners : null)?.value;
  // The notices' answer is asked for as the app does; the demo member has none to show.
  useCall(ready ? calls.migrateSim : null);
  return (
    <div className={classes.partnerSlot}>
      {partners?.length ? (
        <section className={tiles.section} aria-labelledby="partner-tiles-title" data-testid="partner-tiles">
          <h2 id="partner-tiles-title" className={tiles.title}>
            {t('partners.title')}
          </h2>
          <ul className={tiles.tiles}>
            {partners.map((partner) => (
              <li key={partner.partner}>
                <FloorLink to={PARTNER_START[partner.partner]} className={tiles.tile} aria-label={t('partners.open', { partner: partner.name.th })} data-partner={partner.partner}>
                  <img className={tiles.logo} src={partner.logo_url} alt="" width={40} height={40} />
                  <span className={tiles.name}>{partner.name.th}</span>
                  <span className={tiles.rate}>{t('partners.rate', { points: partner.rate.points, partnerPoints: partner.rate.partner_points })}</span>
                  <span className={tiles.min}>{t('partners.min', { min: partner.min_points })}</span>
                </FloorLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function Chips() {
  const categories = useCall(calls.categories)?.value ?? [];
  return (
    <div className={classes.chips} role="toolbar" aria-label={t('privilege.categories')}>
      <button type="button" className={classes.chip} aria-pressed="true">
        {t('privilege.category.all')}
      </button>
      {categories.map((category) => (
        <button key={category.category_id} type="button" className={classes.chip} aria-pressed="false" data-category={category.category_id}>
          {/^(\/|https?:\/\/)/.test(category.icon) ? <img src={category.icon} alt="" width={20} height={20} className={classes.chipIcon} /> : null}
          {category.name.th}
        </button>
      ))}
    </div>
  );
}

function Results() {
  const page = useCall(calls.list);
  const heading = t('privilege.list.heading');
  if (!page?.value) return <GridSkeleton label={t('privilege.loading')} />;
  const { items, total } = page.value;
  return (
    <div className={classes.stack}>
      <div className={classes.sectionHead}>
        <h2 className={classes.sectionTitle}>{heading}</h2>
        <span className={classes.count} data-testid="privilege-total">
          {t('privilege.list.count', { count: total })}
        </span>
      </div>
      <ul className={classes.grid} aria-label={heading}>
        {items.map((privilege, index) => (
          <Card key={privilege.privilege_id} privilege={privilege} first={index < FIRST_ROW} />
        ))}
      </ul>
      {items.length < total ? (
        <>
          <div className={classes.sentinel} aria-hidden="true" />
          <button type="button" className={classes.more}>
            {t('privilege.list.more')}
          </button>
        </>
      ) : null}
    </div>
  );
}

function ListScreen() {
  return (
    <div className={classes.stack} data-testid="privilege-list-screen">
      <ExpiryNotice />
      <PartnerSlot />
      <Chips />
      <Results />
    </div>
  );
}

/**
 * The list in its layout. Like the app (the guard's customer info, then the screen's loader, then one
 * commit replacing the prerendered shell), the screen appears whole once the member's data and the
 * first page are in, over a skeleton frame until then: nothing moves when the answers arrive.
 */
export function ListRoute() {
  const info = useCall(calls.customerInfo);
  const point = useCall(calls.point);
  const page = useCall(calls.list);
  // The chips' categories are asked for with the first page (the app's loader), not waited for.
  calls.categories();
  const waiting = !(info?.done && point?.done && page?.done);
  // Keyed: the frame is replaced whole, never moved (a footer pushed down by the cards would be a layout shift).
  return (
    <Shell key={waiting ? 'frame' : 'screen'} bg={2} headerMode={3} header={<HomeHeader title={t('route.privilegeList.title')} waiting={waiting} />} tab="privilege">
      {waiting ? <GridSkeleton label={t('privilege.loading')} /> : <ListScreen />}
    </Shell>
  );
}
