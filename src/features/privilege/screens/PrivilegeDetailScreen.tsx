import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type LoaderFunctionArgs } from 'react-router';
import { useGetCustomerInfo, useGetPoint } from '@/generated/customer/customer';
import type { PrivilegeSummary, RedeemRequest } from '@/generated/model';
import { getGetPrivilegeDetailQueryOptions, useGetPrivilegeDetail } from '@/generated/privilege/privilege';
import { queryClient } from '@/shared/api/query-client';
import { isApiError } from '@/shared/api/api-error';
import { useFormat } from '@/shared/i18n/use-format';
import { whenIdle } from '@/shared/lib/when-idle';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { useSessionKind } from '@/shared/session/session-kind';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { placeholderClass, SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { cachedSummary } from '../lib/cached-summary';
import { cannotRedeemReason } from '../lib/eligibility';
import { confirmCopy } from '../redeem/redeem-copy';
import { successState, type RedeemExtra } from '../redeem/redeem-state';
import { useRedeemFlow, type Redeemed } from '../redeem/use-redeem';
import { PrivilegeDetailView } from '../ui/PrivilegeDetailView';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { GIFT } from '../ui/PrivilegeResults';
import classes from './screens.module.css';
import { href, paths } from '@/shared/routing/paths';
import { useAppNavigate } from '@/shared/routing/app-navigate';

/**
 * The redeem step (Mantine controls, the service and address pickers) loads only when a privilege needs
 * a choice; the detail itself is light kit, so a tap on a card paints it within the 300 ms budget.
 */
const loadRedeemStep = () => import('../redeem/RedeemStep');
const RedeemStep = lazy(loadRedeemStep);

/** Lucky draws, delivered goods and add-on packs ask for a choice (quantity, address, number) first. */
function needsChoice(privilege: Pick<PrivilegeSummary, 'type' | 'is_lucky_draw'>): boolean {
  return privilege.is_lucky_draw || privilege.type === 'delivery' || privilege.type === 'subscription';
}

/**
 * A privilege: its detail, or (`?step=redeem`) the redeem step of privileges that need a choice.
 * A one-tap redemption (e-code, free) confirms in the dialog; the redeem step is its own confirmation.
 * A redemption of this privilege whose outcome is not known yet (its answer lost, then a reload or
 * another screen) is asked again first, with its own key and body; until it is settled the choices
 * stay locked and confirming asks again.
 */
function PrivilegeDetailScreen() {
  const intl = useIntl();
  const format = useFormat();
  const navigate = useAppNavigate();
  const [params, setParams] = useQueryParams();
  const privilegeId = readUrlParam(params, 'privilege_id') ?? '';
  const step = readUrlParam(params, 'step') === 'redeem';
  const kind = useSessionKind();
  const member = kind === 'member';
  const idType = useGetCustomerInfo({ query: { enabled: member, select: (data) => data.customer_info.id_type } }).data;
  const balance = useGetPoint({ query: { enabled: member, select: (data) => data.point } }).data ?? null;
  const query = useGetPrivilegeDetail({ privilege_id: privilegeId }, { query: { enabled: privilegeId !== '' } });
  const detail = query.data;
  // Tapped in a list: its head paints from the list's copy while the detail is on its way.
  const summary = useMemo(() => cachedSummary(privilegeId), [privilegeId]);
  const flow = useRedeemFlow(detail, privilegeId);
  const loading = <SkeletonLines lines={5} label={intl.formatMessage({ id: 'privilege.loading' })} />;
  const { checkKept } = flow;
  const keptKey = flow.kept?.key ?? null;

  const showSuccess = useCallback(
    (done: Redeemed | null) => {
      if (done && detail) void navigate(href('redeemSuccess', { redemption_id: done.redemption.redemption_id }), { state: successState(done.redemption, detail, done.extra), replace: step });
    },
    [detail, navigate, step],
  );
  // The kept attempt is asked again once, as soon as the detail is there.
  const resumed = useRef<string | null>(null);
  useEffect(() => {
    if (!detail || keptKey === null || resumed.current === keptKey) return;
    resumed.current = keptKey;
    void checkKept().then(showSuccess);
  }, [detail, keptKey, checkKept, showSuccess]);
  // A privilege that needs a choice fetches its redeem step while the member reads the detail.
  const known = detail ?? summary;
  const choice = known ? needsChoice(known) : false;
  useEffect(() => {
    if (choice && member) return whenIdle(() => void loadRedeemStep().catch(() => undefined), { delayMs: 1000, timeoutMs: 4000 });
  }, [choice, member]);

  if (!privilegeId || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <EmptyState icon={GIFT} title={intl.formatMessage({ id: 'privilege.detail.notFound' })}>
        <ButtonLink to={paths.privilegeList} variant="subtle">
          {intl.formatMessage({ id: 'privilege.detail.backToList' })}
        </ButtonLink>
      </EmptyState>
    );
  }
  if (query.isPending && summary) {
    return <PrivilegeDetailView privilege={summary} detail={undefined} reason={null} pending={false} unresolved={false} onRedeem={() => undefined} />;
  }
  if (query.isPending) {
    return (
      <div className={classes.detail}>
        <div className={`${classes.hero} ${placeholderClass}`} />
        {loading}
      </div>
    );
  }
  if (query.isError || !detail) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const reason = cannotRedeemReason({ kind, detail, idType, points: balance });

  const redeem = async (request: RedeemRequest, extra: RedeemExtra) => {
    const copy = step ? null : confirmCopy(intl, format.lang, detail, extra);
    showSuccess(await flow.confirmAndRedeem(request, copy, extra));
  };

  // With an attempt still unknown, the step shows its locked choices whatever the detail now says.
  if (step && (!reason || flow.kept)) {
    return (
      <Suspense fallback={loading}>
        <RedeemStep
          detail={detail}
          balance={balance}
          pending={flow.pending}
          locked={flow.kept?.body ?? null}
          onSubmit={(request, extra) => void redeem(request, extra)}
        />
      </Suspense>
    );
  }

  const start = () => {
    if (flow.kept) {
      void checkKept().then(showSuccess);
      return;
    }
    if (!choice) {
      void redeem({ privilege_id: detail.privilege_id, quantity: 1 }, { quantity: 1 });
      return;
    }
    const next = new URLSearchParams(params);
    next.set('step', 'redeem');
    setParams(next);
  };
  return <PrivilegeDetailView privilege={detail} detail={detail} reason={reason} pending={flow.pending} unresolved={flow.kept !== null} onRedeem={start} />;
}

export default PrivilegeDetailScreen;

/**
 * The screen's data loader (route-types ScreenModule): the privilege's detail, which the navigation
 * waits for briefly. When the list already has the privilege, the screen's head paints from it first
 * and the screen's own query asks for the detail once it is on screen: signing and sending the call
 * stays out of the tap's way (about a tenth of card → detail on a throttled CPU).
 */
export function loader({ url }: LoaderFunctionArgs): Promise<unknown> | undefined {
  const privilegeId = readUrlParam(url.searchParams, 'privilege_id');
  if (!privilegeId || cachedSummary(privilegeId)) return undefined;
  return queryClient.prefetchQuery(getGetPrivilegeDetailQueryOptions({ privilege_id: privilegeId }));
}
