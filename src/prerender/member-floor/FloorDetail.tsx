/**
 * The member floor's privilege detail (`/privilege/privilege-detail?privilege_id=…`): opened from a
 * card, its head paints at once from the card's summary (history state) while its detail call runs,
 * as the app's does; the redeem button opens the app's confirm dialog, and its confirmation sends the
 * app's redemption (same body, a fresh Idempotency-Key, signed by the app's fetcher), then opens the
 * result with the e-code. Markup and classes of PrivilegeDetailView, DialogView and confirmCopy.
 * The floor redeems one-tap privileges (e-code, free): those needing a choice have no redeem step here.
 */
import { useMemo, useRef, useState } from 'react';
import type { PrivilegeDetail, PrivilegeSummary } from '@/generated/model';
import { cannotRedeemReason } from '@/features/privilege/lib/eligibility';
import classes from '@/features/privilege/screens/screens.module.css';
import { isApiError } from '@/shared/api/api-error';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { isBlankHtml, sanitizeHtml } from '@/shared/lib/sanitize-html';
import { href } from '@/shared/routing/paths';
import { Button } from '@/shared/ui/light/button/Button';
import { Dialog } from '@/shared/ui/light/dialog/Dialog';
import dialogClasses from '@/shared/ui/light/dialog/DialogView.module.css';
import { SafeHtml } from '@/shared/ui/light/html/SafeHtml';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { calls, redeemOnce, useCall } from './floor-data';
import { go } from './floor-nav';
import { format, t } from './floor-text';
import { PointsCost, StockLabel, TypeBadge } from './FloorList';

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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <li>
      <span>{label}</span>
      <strong>{value}</strong>
    </li>
  );
}

function DetailFacts({ detail }: { detail: PrivilegeDetail }) {
  const plain = !detail.is_lucky_draw;
  return (
    <>
      {plain && detail.type === 'ecode' ? <Fact label={t('privilege.detail.codeValidity')} value={t('privilege.detail.codeValidityValue', { minutes: detail.ecode_validity_minutes ?? 60 })} /> : null}
      {plain && detail.type === 'delivery' ? <Fact label={t('privilege.detail.delivery')} value={t('privilege.detail.deliveryValue', { days: detail.delivery_days ?? 5 })} /> : null}
      {plain && detail.type === 'subscription' ? <Fact label={t('privilege.detail.subscription')} value={t('privilege.detail.subscriptionValue')} /> : null}
      {detail.per_member_limit ? <Fact label={t('privilege.detail.limit')} value={t('privilege.detail.limitValue', { used: detail.redeemed_by_me, limit: detail.per_member_limit })} /> : null}
    </>
  );
}

/** The confirm dialog's text (features/privilege/redeem/redeem-copy.ts for a one-tap privilege). */
function confirmText(detail: PrivilegeDetail): string {
  const name = detail.name.th;
  const cost = detail.points_cost === 0 ? t('redeem.confirm.free') : t('redeem.confirm.cost', { points: detail.points_cost });
  const what = t('redeem.confirm.ecode', { name, minutes: detail.ecode_validity_minutes ?? 60 });
  return t('redeem.confirm.body', { what, cost });
}

type Open = { kind: 'confirm' } | { kind: 'error'; text: string } | null;

export function DetailScreen({ privilegeId, summary }: { privilegeId: string; summary: PrivilegeSummary | undefined }) {
  const detail = useCall(() => calls.detail(privilegeId))?.value;
  const idType = useCall(calls.customerInfo)?.value?.customer_info.id_type;
  const points = useCall(calls.point)?.value?.point ?? null;
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const privilege = detail ?? summary;

  if (!privilege) {
    return (
      <div className={classes.detail}>
        <SkeletonLines lines={5} label={t('privilege.loading')} />
      </div>
    );
  }
  const reason = detail ? cannotRedeemReason({ kind: 'member', detail, idType, points }) : null;
  const oneTap = detail ? !detail.is_lucky_draw && detail.type === 'ecode' : false;

  const confirmed = async () => {
    setOpen(null);
    if (!detail) return;
    setPending(true);
    try {
      const redemption = await redeemOnce({ privilege_id: detail.privilege_id, quantity: 1 }, newIdempotencyKey());
      go(href('redeemSuccess', { redemption_id: redemption.redemption_id }), { redemption, privilege: detail });
    } catch (error) {
      setOpen({ kind: 'error', text: isApiError(error) ? error.messageIn('th') : t('error.GENERIC_ERROR') });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };
  const start = () => {
    if (busy.current || !oneTap) return;
    busy.current = true;
    setOpen({ kind: 'confirm' });
  };

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
        <p className={classes.partner}>{privilege.partner_name.th}</p>
        <h2 className={classes.title}>{privilege.name.th}</h2>
        <PointsCost cost={privilege.points_cost} size="lg" perEntry={privilege.is_lucky_draw} />
        <ul className={classes.facts}>
          <Fact label={t('privilege.detail.validUntil')} value={format.date(privilege.valid_until)} />
          {detail ? <DetailFacts detail={detail} /> : null}
        </ul>
        {detail?.criteria?.th ? <p className={classes.criteria}>{detail.criteria.th}</p> : null}
      </section>
      {detail ? (
        <>
          <Html html={detail.description_html.th} label={t('privilege.detail.description')} />
          <Html html={detail.terms_html.th} label={t('privilege.detail.terms')} />
        </>
      ) : (
        <section className={classes.section}>
          <SkeletonLines lines={4} label={t('privilege.loading')} />
        </section>
      )}
      <div className={classes.actionBar} data-testid="redeem-bar">
        {reason ? (
          <p className={classes.reason} role="note" data-reason={reason} data-testid="cannot-redeem-reason">
            {t(`redeem.reason.${reason}`)}
          </p>
        ) : null}
        <Button fullWidth disabled={reason !== null} loading={pending || !detail} onClick={start} data-testid="redeem-button">
          {t(reason === 'OUT_OF_STOCK' ? 'privilege.stock.out' : privilege.is_lucky_draw ? 'redeem.action.luckydraw' : 'redeem.action')}
        </Button>
      </div>
      {open?.kind === 'confirm' && detail ? (
        <Dialog
          opened
          title={t('redeem.confirm.title')}
          description={confirmText(detail)}
          lead={<img className={dialogClasses.image} src={detail.image_url} alt="" />}
          type="privilege"
          data-testid="app-dialog"
        >
          <div className={dialogClasses.buttons} data-count={2}>
            <Button
              className={dialogClasses.button}
              variant="outline"
              data-action="cancel"
              onClick={() => {
                busy.current = false;
                setOpen(null);
              }}
            >
              {t('dialog.cancel')}
            </Button>
            <Button className={dialogClasses.button} variant="filled" data-action="submit" data-autofocus="" onClick={() => void confirmed()}>
              {t('redeem.confirm.submit')}
            </Button>
          </div>
        </Dialog>
      ) : null}
      {open?.kind === 'error' ? (
        <Dialog opened title={t('redeem.error.title')} description={open.text} type="error" data-testid="app-dialog">
          <div className={dialogClasses.buttons} data-count={1}>
            <Button className={dialogClasses.button} variant="filled" data-action="submit" data-autofocus="" onClick={() => setOpen(null)}>
              {t('redeem.error.ok')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
