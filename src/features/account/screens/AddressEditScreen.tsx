import { Paper } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCreateAddress, useEditAddress, useGetAddressList } from '@/generated/address/address';
import type { Address, AddressInput } from '@/generated/model';
import { AddressForm } from '@/domains/address/AddressForm';
import { applySavedAddress } from '@/domains/address/address-cache';
import type { AddressFormInput } from '@/domains/address/address-schema';
import { paths } from '@/shared/routing/paths';
import { readUrlParam, useQueryParams } from '@/shared/routing/url-params';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { addressChange } from '../address/address-change';
import classes from '../address/address-list.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { useAppNavigate } from '@/shared/routing/app-navigate';

/** The id of `?customeraddress_id=`: null for a new address, NaN for one that cannot be an id. */
function addressIdOf(params: URLSearchParams): number | null {
  const raw = readUrlParam(params, 'customeraddress_id');
  if (raw === null || raw === '') return null;
  return /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

function formValues(address: Address): Partial<AddressFormInput> {
  return {
    recipient_name: address.recipient_name,
    phone: address.phone,
    address_line: address.address_line,
    sub_district: address.sub_district,
    district: address.district,
    province: address.province,
    postal_code: address.postal_code,
    category: address.category,
    category_other: address.category_other ?? '',
    is_invoice_address: address.is_invoice_address,
    set_default: address.isdefault,
  };
}

/**
 * Adds a delivery address, or edits one (`?customeraddress_id=`), with the shared address form
 * (Thai address completion included); saving returns to the address list, which shows the change.
 */
function AddressEditScreen() {
  const intl = useIntl();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [params] = useQueryParams();
  const id = addressIdOf(params);
  const list = useGetAddressList({ query: { enabled: id !== null } });
  const create = useCreateAddress();
  const edit = useEditAddress();
  const editing = id === null ? undefined : list.data?.find((a) => a.customeraddress_id === id);

  const backToList = () => {
    // Opened from the list: go back to it (no extra history entry); otherwise open it in place of the form.
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else void navigate(paths.addressList, { replace: true });
  };

  const save = async (input: AddressInput) => {
    const saved = editing
      ? await edit.mutateAsync({ data: { ...input, customeraddress_id: editing.customeraddress_id } })
      : await create.mutateAsync({ data: input });
    addressChange.set({ kind: 'saved', id: saved.customeraddress_id });
    void applySavedAddress(saved);
    backToList();
  };

  if (id !== null && list.isPending) return <div className={classes.screen}><SkeletonLines lines={8} label={intl.formatMessage({ id: 'address.loading' })} /></div>;
  if (id !== null && list.isError) return <div className={classes.screen}><ErrorState error={list.error} onRetry={() => void list.refetch()} /></div>;
  if (id !== null && !editing) {
    return (
      <div className={classes.screen}>
        <EmptyState title={intl.formatMessage({ id: 'addressBook.form.badId' })} testId="address-not-found">
          <ButtonLink to={paths.addressList} variant="outline">
            {intl.formatMessage({ id: 'route.addressList.title' })}
          </ButtonLink>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={classes.screen} data-testid="address-edit-screen">
      <h2 className={classes.formTitle}>{intl.formatMessage({ id: editing ? 'addressBook.form.editTitle' : 'addressBook.form.createTitle' })}</h2>
      {editing?.isdefault ? <p className={classes.formNote}>{intl.formatMessage({ id: 'addressBook.form.isDefault' })}</p> : null}
      <Paper radius="lg" p="lg" className={classes.formCard}>
        <AddressForm
          key={editing?.customeraddress_id ?? 'new'}
          defaultValues={editing ? formValues(editing) : {}}
          onSubmit={save}
          onCancel={backToList}
          withDefaultOption={!editing?.isdefault}
        />
      </Paper>
    </div>
  );
}

export default AddressEditScreen;
