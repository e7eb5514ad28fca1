import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { PrivilegeDetail, PrivilegeSummary } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { useLiffState } from '@/shared/liff/liff-client';
import { isBlankHtml, sanitizeHtml } from '@/shared/lib/sanitize-html';
import { loginPathFor } from '@/shared/routing/paths';
import { Button, ButtonLink } from '@/shared/ui/light/button/Button';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import type { CannotRedeemReason } from '../lib/eligibility';
import { PointsCost, StockLabel } from './PointsCost';
import { TypeBadge } from './TypeBadge';
import classes from '../screens/screens.module.css';

/** LINE sharing loads only where LIFF runs. */
const PrivilegeShare = lazy(() => import('./PrivilegeShare'));

function Html({ html, label }: { html: string; label: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (isBlankHtml(safe)) return null;
  return (
    <section className={classes.section} aria-label={label}>
      <h3 className={classes.sectionTitle}>{label}</h3>
      <SafeHtml className={classes.html} html={safe} />
    </section>
  );
}

/** One line of the facts list: what, and its value. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li>
      <span>{label}</span>
      <strong>{value}</strong>
    </li>
  );
}

/** The facts only the detail knows: code validity, delivery, add-on pack, the member's limit. */
function DetailFacts({ detail }: { detail: PrivilegeDetail }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const plain = !detail.is_lucky_draw;
  return (
    <>
      {plain && detail.type === 'ecode' ? (
        <Fact label={t({ id: 'privilege.detail.codeValidity' })} value={t({ id: 'privilege.detail.codeValidityValue' }, { minutes: detail.ecode_validity_minutes ?? 60 })} />
      ) : null}
      {plain && detail.type === 'delivery' ? (
        <Fact label={t({ id: 'privilege.detail.delivery' })} value={t({ id: 'privilege.detail.deliveryValue' }, { days: detail.delivery_days ?? 5 })} />
      ) : null}
      {plain && detail.type === 'subscription' ? (
        <Fact label={t({ id: 'privilege.detail.subscription' })} value={t({ id: 'privilege.detail.subscriptionValue' })} />
      ) : null}
      {detail.per_member_limit ? (
        <Fact
          label={t({ id: 'privilege.detail.limit' })}
          value={t({ id: 'privilege.detail.limitValue' }, { used: detail.redeemed_by_me, limit: detail.per_member_limit })}
        />
      ) : null}
    </>
  );
}

export interface PrivilegeDetailViewProps {
  /** What the list already had (painted at once), or the detail itself. */
  privilege: PrivilegeSummary;
  /** The detail, once it has answered: description, terms, limits, eligibility. */
  detail: PrivilegeDetail | undefined;
  /** Why the member cannot redeem now (null when they can, or while the detail is on its way). */
  reason: CannotRedeemReason | null;
  pending: boolean;
  /** An earlier redemption of this privilege is still unknown: the button asks about it again. */
  unresolved: boolean;
  onRedeem: () => void;
}

/**
 * A privilege's detail: image, facts, sanitised description and terms, and the redeem bar. Opened
 * from a list, its head paints from the list's summary while the detail is on its way (the rest
 * shows as placeholders and the redeem button waits).
 */
export function PrivilegeDetailView({ privilege, detail, reason, pending, unresolved, onRedeem }: PrivilegeDetailViewProps) {
  const intl = useIntl();
  const format = useFormat();
  const location = useLocation();
  const lang = format.lang;
  const { mode } = useLiffState();
  const loginTarget = `${location.pathname}?privilege_id=${encodeURIComponent(privilege.privilege_id)}`;

  return (
    <div className={classes.detail} data-testid="privilege-detail">
      <div className={classes.hero}>
        <img src={privilege.image_url} alt="" width={640} height={400} />
      </div>
      <section className={classes.summary}>
        <div className={classes.badges}>
          <TypeBadge privilege={privilege} />
          <StockLabel stock={privilege.remaining_stock} />
        </div>
        <p className={classes.partner}>{privilege.partner_name[lang]}</p>
        <h2 className={classes.title}>{privilege.name[lang]}</h2>
        <PointsCost cost={privilege.points_cost} size="lg" perEntry={privilege.is_lucky_draw} />
        <ul className={classes.facts}>
          <Fact label={intl.formatMessage({ id: 'privilege.detail.validUntil' })} value={format.date(privilege.valid_until)} />
          {detail ? <DetailFacts detail={detail} /> : null}
        </ul>
        {detail?.criteria?.[lang] ? <p className={classes.criteria}>{detail.criteria[lang]}</p> : null}
        {mode !== 'browser' ? (
          <Suspense fallback={null}>
            <PrivilegeShare privilege={privilege} />
          </Suspense>
        ) : null}
      </section>
      {detail ? (
        <>
          <Html html={detail.description_html[lang]} label={intl.formatMessage({ id: 'privilege.detail.description' })} />
          <Html html={detail.terms_html[lang]} label={intl.formatMessage({ id: 'privilege.detail.terms' })} />
        </>
      ) : (
        <section className={classes.section}>
          <SkeletonLines lines={4} label={intl.formatMessage({ id: 'privilege.loading' })} />
        </section>
      )}

      <div className={classes.actionBar} data-testid="redeem-bar">
        {unresolved ? (
          <p className={classes.reasonInfo} role="note" data-testid="redeem-unresolved">
            {intl.formatMessage({ id: 'redeem.unresolved.note' })}
          </p>
        ) : reason && reason !== 'GUEST' ? (
          <p className={classes.reason} role="note" data-reason={reason} data-testid="cannot-redeem-reason">
            {intl.formatMessage({ id: `redeem.reason.${reason}` })}
          </p>
        ) : null}
        {reason === 'GUEST' ? (
          <>
            <p className={classes.reasonInfo} data-testid="cannot-redeem-reason" data-reason="GUEST">
              {intl.formatMessage({ id: 'redeem.reason.GUEST' })}
            </p>
            <ButtonLink to={loginPathFor(loginTarget)} fullWidth>
              {intl.formatMessage({ id: 'redeem.signIn' })}
            </ButtonLink>
          </>
        ) : (
          <Button
            fullWidth
            disabled={reason !== null && !unresolved}
            loading={pending || !detail}
            onClick={onRedeem}
            data-testid="redeem-button"
          >
            {intl.formatMessage({
              id: unresolved ? 'redeem.unknown.retry' : reason === 'OUT_OF_STOCK' ? 'privilege.stock.out' : privilege.is_lucky_draw ? 'redeem.action.luckydraw' : 'redeem.action',
            })}
          </Button>
        )}
      </div>
    </div>
  );
}
