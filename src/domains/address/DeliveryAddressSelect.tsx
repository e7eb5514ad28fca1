import { Paper } from '@/shared/ui/mantine/layout';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useCreateAddress, useGetAddressList } from '@/generated/address/address';
import type { Address, AddressInput } from '@/generated/model';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { applySavedAddress, sortAddresses } from './address-cache';
import { AddressForm } from './AddressForm';
import { AddressPicker } from './AddressPicker';
import classes from './address.module.css';
import { Button } from '@/shared/ui/light/button/Button';

export interface DeliveryAddressSelectProps {
  /** The chosen address id (owned by the caller so nothing is lost while the member adds one). */
  value: number | null;
  onChange: (id: number, address: Address) => void;
  /** Told when the inline "add a new address" form opens or closes. */
  onFormOpenChange?: (open: boolean) => void;
}

/**
 * Chooses a delivery address: the saved addresses (default preselected) and an inline
 * "add a new address" form that returns to the list with the new address selected. Rendered
 * inside the redeem step, under its Mantine provider.
 */
export function DeliveryAddressSelect({ value, onChange, onFormOpenChange }: DeliveryAddressSelectProps) {
  const intl = useIntl();
  const query = useGetAddressList();
  const createAddress = useCreateAddress();
  const addresses = useMemo(() => sortAddresses(query.data ?? []), [query.data]);
  const [adding, setAddingState] = useState(false);
  const setAdding = (open: boolean) => {
    setAddingState(open);
    onFormOpenChange?.(open);
  };
  const empty = query.isSuccess && addresses.length === 0;

  // Preselect the default address (or the first) once the list is known.
  useEffect(() => {
    if (value !== null || addresses.length === 0) return;
    const preferred = addresses.find((a) => a.isdefault) ?? addresses[0];
    if (preferred) onChange(preferred.customeraddress_id, preferred);
  }, [value, addresses, onChange]);

  const create = async (input: AddressInput) => {
    const created = await createAddress.mutateAsync({ data: input });
    void applySavedAddress(created);
    onChange(created.customeraddress_id, created);
    setAdding(false);
  };

  let content: ReactNode;
  if (query.isPending) content = <SkeletonLines lines={4} label={intl.formatMessage({ id: 'address.loading' })} />;
  else if (query.isError) content = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else {
    content = (
      <div className={classes.select}>
        {empty && !adding ? <p className={classes.empty}>{intl.formatMessage({ id: 'address.empty' })}</p> : null}
        {addresses.length > 0 ? (
          <AddressPicker
            addresses={addresses}
            selectedId={value}
            onSelect={(id) => {
              const address = addresses.find((a) => a.customeraddress_id === id);
              if (address) onChange(id, address);
            }}
          />
        ) : null}
        {adding ? (
          <Paper component="section" radius="lg" p="lg" className={classes.sheet} aria-label={intl.formatMessage({ id: 'address.new.title' })}>
            <h3 className={classes.sheetTitle}>{intl.formatMessage({ id: 'address.new.title' })}</h3>
            <AddressForm
              onSubmit={create}
              onCancel={() => setAdding(false)}
              submitLabel={intl.formatMessage({ id: 'address.new.submit' })}
              defaultValues={{ set_default: addresses.length === 0 }}
            />
          </Paper>
        ) : (
          <Button
            variant="outline"
            fullWidth
            className={classes.addButton}
            leftSection={
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="M12 5v14M5 12h14" />
              </svg>
            }
            onClick={() => setAdding(true)}
          >
            {intl.formatMessage({ id: 'address.new.open' })}
          </Button>
        )}
      </div>
    );
  }
  return content;
}
