import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { readUrlParam } from '@/shared/routing/url-params';
import type { Address, LinkedService, PrivilegeDetail, RedeemRequest } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { formatAddressLine } from '@/shared/address/address-format';
import { useFormat } from '@/shared/i18n/use-format';
import { maskMobile } from '@/shared/lib/mask-id';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { loginPathFor } from '@/shared/routing/paths';
import { pointQuery } from '@/shared/session/customer-queries';
import { useCustomerStore } from '@/shared/session/customer-store';
import { useSessionKind } from '@/shared/session/session-kind';
import { Button, ButtonLink } from '@/shared/ui/button/Button';
import { ErrorState } from '@/shared/ui/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/status/Skeleton';
import { privilegeDetailQuery } from '../api/privilege-queries';
import { cannotRedeemReason, remainingAllowance, type CannotRedeemReason } from '../lib/eligibility';
import { PRIVILEGE_LIST_PATH, successPath } from '../lib/paths';
import { QuantityStepper } from '../redeem/QuantityStepper';
import { confirmCopy } from '../redeem/redeem-copy';
import type { RedeemSuccessState } from '../redeem/redeem-state';
import { ServicePicker } from '../redeem/ServicePicker';
import { useRedeem } from '../redeem/use-redeem';
import { PointsCost, StockLabel } from '../ui/PointsCost';
import { EmptyState } from '../ui/PrivilegeResults';
import { TypeBadge } from '../ui/TypeBadge';
import rd from '../redeem/redeem.module.css';
import classes from './screens.module.css';

const MAX_QUANTITY = 10;

/** The address picker and form (react-hook-form + valibot) load only for delivered goods. */
const DeliveryAddressSelect = lazy(() =>
  import('@/shared/address/DeliveryAddressSelect').then((m) => ({ default: m.DeliveryAddressSelect })),
);

function Html({ html, label }: { html: string; label: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) return null;
  return (
    <section className={classes.section} aria-label={label}>
      <h3 className={classes.sectionTitle}>{label}</h3>
      <div className={classes.html} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}

/** A privilege's detail, the reason it cannot be redeemed (if any) and the redemption flow of its kind. */
export default function PrivilegeDetailScreen() {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const privilegeId = readUrlParam(params, 'privilege_id') ?? '';
  const step = readUrlParam(params, 'step') === 'redeem';
  const kind = useSessionKind();
  const idType = useCustomerStore((s) => s.customerInfo?.id_type);
  const storePoint = useCustomerStore((s) => s.point);
  const points = useQuery({ ...pointQuery, enabled: kind === 'member' });
  const balance = (points.data?.point as number | undefined) ?? storePoint;
  const query = useQuery({ ...privilegeDetailQuery(privilegeId), enabled: privilegeId !== '' });
  const detail = query.data;
  const flow = useRedeem(detail);
  const { openConfirmStep } = flow;

  // Choices survive failures, step changes and the inline "add address" form.
  const [addressId, setAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [service, setService] = useState<LinkedService | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [addressFormOpen, setAddressFormOpen] = useState(false);

  const onAddress = useCallback((id: number, value: Address) => {
    setAddressId(id);
    setAddress(value);
  }, []);

  useEffect(() => {
    if (step) openConfirmStep();
  }, [step, openConfirmStep]);

  if (!privilegeId || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState title={intl.formatMessage({ id: 'privilege.detail.notFound' })}>
        <Link to={PRIVILEGE_LIST_PATH} className={classes.inlineLink}>
          {intl.formatMessage({ id: 'privilege.detail.backToList' })}
        </Link>
      </EmptyState>
    );
  }
  if (query.isPending) {
    return (
      <div className={classes.detail}>
        <div className={`${classes.hero} ${classes.heroSkeleton}`} />
        <SkeletonLines lines={5} label={intl.formatMessage({ id: 'privilege.loading' })} />
      </div>
    );
  }
  if (query.isError || !detail) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const lang = format.lang;
  const reason: CannotRedeemReason | null = cannotRedeemReason({ kind, detail, idType, points: balance });
  const needsOptions = detail.is_lucky_draw || detail.type === 'delivery' || detail.type === 'subscription';
  const maxQuantity = Math.max(
    1,
    Math.min(
      MAX_QUANTITY,
      detail.remaining_stock,
      remainingAllowance(detail),
      detail.points_cost > 0 && balance !== null ? Math.floor(balance / detail.points_cost) : MAX_QUANTITY,
    ),
  );
  const qty = detail.is_lucky_draw ? Math.min(quantity, maxQuantity) : 1;
  const total = detail.points_cost * qty;

  const body = (): RedeemRequest | null => {
    const request: RedeemRequest = { privilege_id: detail.privilege_id, quantity: qty };
    if (detail.is_lucky_draw) return request;
    if (detail.type === 'delivery') return addressId === null ? null : { ...request, customeraddress_id: addressId };
    if (detail.type === 'subscription') return service ? { ...request, subscriber_number: service.subscriber_number } : null;
    return request;
  };

  const submit = async () => {
    const request = body();
    if (!request) return;
    const addressText = address ? formatAddressLine(address) : undefined;
    const numberText = service ? maskMobile(service.mobile_no) : undefined;
    // The redeem step (address, number or entries, with the points summary) is itself the
    // confirmation; a one-tap redemption confirms in the dialog.
    const copy = step ? null : confirmCopy(intl, lang, detail, { quantity: qty, addressText, numberText });
    const redemption = await flow.confirmAndRedeem(request, copy);
    if (!redemption) return;
    const state: RedeemSuccessState = {
      redemption,
      privilege: {
        name: detail.name,
        image_url: detail.image_url,
        delivery_days: detail.delivery_days,
        ecode_validity_minutes: detail.ecode_validity_minutes,
      },
      addressText,
      numberText,
    };
    void navigate(successPath(redemption.redemption_id), { state, replace: step });
  };

  const start = () => {
    if (needsOptions) {
      const next = new URLSearchParams(params);
      next.set('step', 'redeem');
      setParams(next);
    } else void submit();
  };

  const loginTarget = `${location.pathname}?privilege_id=${encodeURIComponent(detail.privilege_id)}`;

  if (step && !reason) {
    return (
      <RedeemStep
        detail={detail}
        total={total}
        balance={balance}
        pending={flow.pending}
        canSubmit={body() !== null}
        hideBar={addressFormOpen}
        onSubmit={() => void submit()}
      >
        {detail.is_lucky_draw ? (
          <section className={rd.block}>
            <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.quantity.title' })}</h3>
            <div className={rd.quantityRow}>
              <span className={rd.quantityHint}>
                {intl.formatMessage({ id: 'redeem.quantity.hint' }, { max: maxQuantity })}
              </span>
              <QuantityStepper value={qty} max={maxQuantity} onChange={setQuantity} />
            </div>
          </section>
        ) : detail.type === 'delivery' ? (
          <section className={rd.block}>
            <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.address.title' })}</h3>
            <Suspense fallback={<SkeletonLines lines={4} label={intl.formatMessage({ id: 'address.loading' })} />}>
              <DeliveryAddressSelect value={addressId} onChange={onAddress} onFormOpenChange={setAddressFormOpen} />
            </Suspense>
          </section>
        ) : (
          <section className={rd.block}>
            <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.service.title' })}</h3>
            <ServicePicker value={service?.subscriber_number ?? null} onChange={setService} />
          </section>
        )}
      </RedeemStep>
    );
  }

  return (
    <div className={classes.detail} data-testid="privilege-detail">
      <div className={classes.hero}>
        <img src={detail.image_url} alt="" width={640} height={400} />
      </div>
      <section className={classes.summary}>
        <div className={classes.badges}>
          <TypeBadge privilege={detail} />
          <StockLabel stock={detail.remaining_stock} />
        </div>
        <p className={classes.partner}>{detail.partner_name[lang]}</p>
        <h2 className={classes.title}>{detail.name[lang]}</h2>
        <PointsCost cost={detail.points_cost} size="lg" perEntry={detail.is_lucky_draw} />
        <ul className={classes.facts}>
          <li>
            <span>{intl.formatMessage({ id: 'privilege.detail.validUntil' })}</span>
            <strong>{format.date(detail.valid_until)}</strong>
          </li>
          {detail.type === 'ecode' && !detail.is_lucky_draw ? (
            <li>
              <span>{intl.formatMessage({ id: 'privilege.detail.codeValidity' })}</span>
              <strong>{intl.formatMessage({ id: 'privilege.detail.codeValidityValue' }, { minutes: detail.ecode_validity_minutes ?? 60 })}</strong>
            </li>
          ) : null}
          {detail.type === 'delivery' && !detail.is_lucky_draw ? (
            <li>
              <span>{intl.formatMessage({ id: 'privilege.detail.delivery' })}</span>
              <strong>{intl.formatMessage({ id: 'privilege.detail.deliveryValue' }, { days: detail.delivery_days ?? 5 })}</strong>
            </li>
          ) : null}
          {detail.type === 'subscription' && !detail.is_lucky_draw ? (
            <li>
              <span>{intl.formatMessage({ id: 'privilege.detail.subscription' })}</span>
              <strong>{intl.formatMessage({ id: 'privilege.detail.subscriptionValue' })}</strong>
            </li>
          ) : null}
          {detail.per_member_limit ? (
            <li>
              <span>{intl.formatMessage({ id: 'privilege.detail.limit' })}</span>
              <strong>
                {intl.formatMessage({ id: 'privilege.detail.limitValue' }, { used: detail.redeemed_by_me, limit: detail.per_member_limit })}
              </strong>
            </li>
          ) : null}
        </ul>
        {detail.criteria?.[lang] ? <p className={classes.criteria}>{detail.criteria[lang]}</p> : null}
      </section>
      <Html html={detail.description_html[lang]} label={intl.formatMessage({ id: 'privilege.detail.description' })} />
      <Html html={detail.terms_html[lang]} label={intl.formatMessage({ id: 'privilege.detail.terms' })} />

      <div className={classes.actionBar} data-testid="redeem-bar">
        {reason && reason !== 'GUEST' ? (
          <p className={classes.reason} role="note" data-reason={reason} data-testid="cannot-redeem-reason">
            {intl.formatMessage({ id: `redeem.reason.${reason}` })}
          </p>
        ) : null}
        {reason === 'GUEST' ? (
          <>
            <p className={classes.reasonInfo} data-testid="cannot-redeem-reason" data-reason="GUEST">
              {intl.formatMessage({ id: 'redeem.reason.GUEST' })}
            </p>
            <ButtonLink to={loginPathFor(loginTarget)} fullWidth size="lg">
              {intl.formatMessage({ id: 'redeem.signIn' })}
            </ButtonLink>
          </>
        ) : (
          <Button
            fullWidth
            size="lg"
            disabled={reason !== null || flow.pending}
            loading={flow.pending}
            onClick={start}
            data-testid="redeem-button"
          >
            {intl.formatMessage({ id: reason === 'OUT_OF_STOCK' ? 'privilege.stock.out' : detail.is_lucky_draw ? 'redeem.action.luckydraw' : 'redeem.action' })}
          </Button>
        )}
      </div>
    </div>
  );
}

function RedeemStep({
  detail,
  total,
  balance,
  pending,
  canSubmit,
  hideBar,
  onSubmit,
  children,
}: {
  detail: PrivilegeDetail;
  total: number;
  balance: number | null;
  pending: boolean;
  canSubmit: boolean;
  hideBar: boolean;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const format = useFormat();
  const lang = format.lang;
  return (
    <div className={rd.step} data-testid="redeem-step">
      <section className={rd.head}>
        <img src={detail.image_url} alt="" width={72} height={72} className={rd.thumb} />
        <div className={rd.headText}>
          <TypeBadge privilege={detail} />
          <h2 className={rd.headTitle}>{detail.name[lang]}</h2>
          <PointsCost cost={detail.points_cost} perEntry={detail.is_lucky_draw} />
        </div>
      </section>
      {children}
      <section className={rd.block}>
        <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.summary.title' })}</h3>
        <dl className={rd.summary}>
          <div>
            <dt>{intl.formatMessage({ id: 'redeem.summary.balance' })}</dt>
            <dd>{balance === null ? '–' : format.number(balance)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage({ id: 'redeem.summary.use' })}</dt>
            <dd data-testid="redeem-total">{total === 0 ? intl.formatMessage({ id: 'privilege.free' }) : `−${format.number(total)}`}</dd>
          </div>
          <div data-total="">
            <dt>{intl.formatMessage({ id: 'redeem.summary.after' })}</dt>
            <dd>{balance === null ? '–' : format.number(Math.max(0, balance - total))}</dd>
          </div>
        </dl>
      </section>
      <div className={classes.actionBar} hidden={hideBar}>
        <Button
          fullWidth
          size="lg"
          onClick={onSubmit}
          disabled={!canSubmit || pending}
          loading={pending}
          data-testid="redeem-confirm"
        >
          {intl.formatMessage({ id: 'redeem.confirm.open' })}
        </Button>
      </div>
    </div>
  );
}
