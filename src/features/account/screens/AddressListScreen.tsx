import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetAddressList } from '@/generated/address/address';
import { sortAddresses } from '@/domains/address/address-cache';
import { paths } from '@/shared/routing/paths';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { addressChange, type AddressChange } from '../address/address-change';
import { AddressCard } from '../address/AddressCard';
import { NewDefaultDialog } from '../address/NewDefaultDialog';
import { useAddressActions } from '../address/use-address-actions';
import classes from '../address/address-list.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';

const PLUS = (
  <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <path d="M12 5v14M5 12h14" />
  </svg>
);

function AddButton() {
  const intl = useIntl();
  return (
    <ButtonLink to={paths.addressEdit} state={{ fromList: true }} fullWidth className={classes.add}>
      {PLUS}
      <span>{intl.formatMessage({ id: 'addressBook.add' })}</span>
    </ButtonLink>
  );
}

function EmptyAddresses() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={
        <>
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </>
      }
      title={intl.formatMessage({ id: 'addressBook.empty.title' })}
      text={intl.formatMessage({ id: 'addressBook.empty.body' })}
      testId="address-empty"
    >
      <AddButton />
    </EmptyState>
  );
}

let listsShown = 0;
/** The announcement belongs to this visit of the list only (a remount in the same tick, as StrictMode does, keeps it). */
function forgetChangeOnLeave() {
  listsShown += 1;
  return () => {
    listsShown -= 1;
    setTimeout(() => {
      if (listsShown === 0) addressChange.set(null);
    });
  };
}

function noticeText(intl: ReturnType<typeof useIntl>, change: AddressChange): string {
  if (change.kind === 'default') return intl.formatMessage({ id: 'addressBook.done.default' }, { label: change.label });
  return intl.formatMessage({ id: change.kind === 'saved' ? 'addressBook.done.saved' : 'addressBook.done.deleted' });
}

/**
 * The member's delivery addresses (default first): category or own label, recipient, masked phone,
 * full address, default badge; add, edit, delete (confirmed; deleting the default picks the next
 * default in the same request) and "set as default".
 */
function AddressListScreen() {
  const intl = useIntl();
  const query = useGetAddressList();
  const addresses = useMemo(() => sortAddresses(query.data ?? []), [query.data]);
  const actions = useAddressActions(addresses);
  const change = addressChange.use();
  useEffect(forgetChangeOnLeave, []);

  if (query.isPending) return <div className={classes.screen}><SkeletonLines lines={6} label={intl.formatMessage({ id: 'address.loading' })} /></div>;
  if (query.isError) return <div className={classes.screen}><ErrorState error={query.error} onRetry={() => void query.refetch()} /></div>;

  return (
    <div className={classes.screen} data-testid="address-list-screen" aria-busy={actions.busy || undefined}>
      <p className={classes.notice} role="status" hidden={!change} data-testid="address-notice">
        {change ? noticeText(intl, change) : null}
      </p>
      {addresses.length === 0 ? (
        <EmptyAddresses />
      ) : (
        <>
          <div className={classes.top}>
            <p className={classes.count}>{intl.formatMessage({ id: 'addressBook.count' }, { count: addresses.length })}</p>
          </div>
          <ul className={classes.list}>
            {addresses.map((address) => (
              <AddressCard
                key={address.customeraddress_id}
                address={address}
                busy={actions.busy}
                changed={change !== null && change.kind !== 'deleted' && change.id === address.customeraddress_id}
                onSetDefault={actions.setDefault}
                onDelete={actions.askDelete}
              />
            ))}
          </ul>
          <AddButton />
        </>
      )}
      <NewDefaultDialog
        deleting={actions.deletingDefault}
        remaining={actions.remainingAfterDelete}
        busy={actions.busy}
        onConfirm={actions.confirmDeleteDefault}
        onCancel={actions.cancelDeleteDefault}
      />
    </div>
  );
}

export default AddressListScreen;
