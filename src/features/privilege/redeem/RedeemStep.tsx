import { Group, Paper, Stack } from '@/shared/ui/mantine/layout';
import { MantinePart } from '@/shared/ui/mantine/provider';
import { lazy, Suspense, useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Address, LinkedService, PrivilegeDetail, RedeemRequest } from '@/generated/model';
import { formatAddressLine } from '@/domains/address/address-format';
import { useFormat } from '@/shared/i18n/use-format';
import { maskMobile } from '@/shared/lib/mask-id';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { remainingAllowance } from '../lib/eligibility';
import { PointsCost } from '../ui/PointsCost';
import { TypeBadge } from '../ui/TypeBadge';
import { QuantityStepper } from './QuantityStepper';
import type { RedeemExtra } from './redeem-state';
import { ServicePicker } from './ServicePicker';
import rd from './redeem.module.css';
import classes from '../screens/screens.module.css';
import { Button } from '@/shared/ui/light/button/Button';

const MAX_QUANTITY = 10;

/** The address picker and form (react-hook-form + valibot) load only for delivered goods. */
const DeliveryAddressSelect = lazy(() =>
  import('@/domains/address/DeliveryAddressSelect').then((m) => ({ default: m.DeliveryAddressSelect })),
);

export interface RedeemStepProps {
  detail: PrivilegeDetail;
  balance: number | null;
  pending: boolean;
  /**
   * The body of an earlier attempt whose outcome is not known yet: its choices are shown, locked,
   * and confirming asks about that attempt again.
   */
  locked: RedeemRequest | null;
  /** Redeems with the chosen options; this step itself is the member's confirmation. */
  onSubmit: (request: RedeemRequest, extra: RedeemExtra) => void;
}

/**
 * The redeem step of privileges that need a choice: lucky-draw entries, a delivery address or the
 * linked number of an add-on pack, with the points summary. Choices survive failures and the inline
 * "add address" form, and are locked while an attempt's outcome is unknown.
 */
export function RedeemStep({ detail, balance, pending, locked, onSubmit }: RedeemStepProps) {
  const intl = useIntl();
  const format = useFormat();
  const lang = format.lang;
  const [addressId, setAddressId] = useState<number | null>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const [service, setService] = useState<LinkedService | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [addressFormOpen, setAddressFormOpen] = useState(false);
  const optionsTitleId = useId();
  const onAddress = useCallback((id: number, value: Address) => {
    setAddressId(id);
    setAddress(value);
  }, []);
  const lockedAddress = locked?.customeraddress_id ?? null;
  const lockedNumber = locked?.subscriber_number ?? null;

  const maxQuantity = Math.max(
    1,
    Math.min(
      MAX_QUANTITY,
      detail.remaining_stock,
      remainingAllowance(detail),
      detail.points_cost > 0 && balance !== null ? Math.floor(balance / detail.points_cost) : MAX_QUANTITY,
    ),
  );
  const qty = locked ? (locked.quantity ?? 1) : detail.is_lucky_draw ? Math.min(quantity, maxQuantity) : 1;
  const total = detail.points_cost * qty;

  const request = (): RedeemRequest | null => {
    const base: RedeemRequest = { privilege_id: detail.privilege_id, quantity: qty };
    if (detail.is_lucky_draw) return base;
    if (detail.type === 'delivery') return addressId === null ? null : { ...base, customeraddress_id: addressId };
    if (detail.type === 'subscription') return service ? { ...base, subscriber_number: service.subscriber_number } : null;
    return base;
  };
  const submit = () => {
    const body = locked ?? request();
    if (!body) return;
    onSubmit(body, {
      quantity: qty,
      addressText: address ? formatAddressLine(address) : undefined,
      numberText: service ? maskMobile(service.mobile_no) : undefined,
    });
  };

  let options: ReactNode;
  if (detail.is_lucky_draw) {
    options = (
      <Block>
        <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.quantity.title' })}</h3>
        <div className={rd.quantityRow}>
          <span className={rd.quantityHint}>{intl.formatMessage({ id: 'redeem.quantity.hint' }, { max: maxQuantity })}</span>
          <QuantityStepper value={qty} max={Math.max(maxQuantity, qty)} onChange={setQuantity} />
        </div>
      </Block>
    );
  } else if (detail.type === 'delivery') {
    options = (
      <Block>
        <h3 className={rd.blockTitle}>{intl.formatMessage({ id: 'redeem.address.title' })}</h3>
        <Suspense fallback={<SkeletonLines lines={4} label={intl.formatMessage({ id: 'address.loading' })} />}>
          <DeliveryAddressSelect value={lockedAddress ?? addressId} onChange={onAddress} onFormOpenChange={setAddressFormOpen} />
        </Suspense>
      </Block>
    );
  } else {
    options = (
      <Block>
        <h3 id={optionsTitleId} className={rd.blockTitle}>
          {intl.formatMessage({ id: 'redeem.service.title' })}
        </h3>
        <ServicePicker value={lockedNumber ?? service?.subscriber_number ?? null} onChange={setService} labelledBy={optionsTitleId} />
      </Block>
    );
  }

  return (
    <Stack gap="lg" data-testid="redeem-step">
      <Paper component="section" radius="lg" p={14} className={rd.card}>
        <Group gap={14} wrap="nowrap">
          <img src={detail.image_url} alt="" width={72} height={72} className={rd.thumb} />
          <Stack gap={4} align="flex-start" miw={0}>
            <TypeBadge privilege={detail} />
            <h2 className={rd.headTitle}>{detail.name[lang]}</h2>
            <PointsCost cost={detail.points_cost} perEntry={detail.is_lucky_draw} />
          </Stack>
        </Group>
      </Paper>
      {/* A disabled fieldset disables every control of the choice at once. */}
      <fieldset className={rd.lockable} disabled={locked !== null} data-testid="redeem-choices">
        {options}
      </fieldset>
      <Block>
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
      </Block>
      <div className={classes.actionBar} hidden={addressFormOpen}>
        {locked ? (
          <p className={classes.reasonInfo} role="note" data-testid="redeem-locked">
            {intl.formatMessage({ id: 'redeem.unresolved.locked' })}
          </p>
        ) : null}
        <Button
          fullWidth
          onClick={submit}
          disabled={(locked === null && request() === null) || pending}
          loading={pending}
          data-testid="redeem-confirm"
        >
          {intl.formatMessage({ id: locked ? 'redeem.unknown.retry' : 'redeem.confirm.open' })}
        </Button>
      </div>
    </Stack>
  );
}

/** One card of the step: a section on the surface with the card shadow. */
function Block({ children }: { children: ReactNode }) {
  return (
    <Paper component="section" radius="lg" p="lg" className={rd.card}>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** Loaded on demand by the detail screen (light kit), so the step mounts Mantine itself. */
/** The privilege detail is a light screen: the step brings Mantine's provider for its own widgets. */
export default function RedeemStepPart(props: RedeemStepProps) {
  return (
    <MantinePart>
      <RedeemStep {...props} />
    </MantinePart>
  );
}
