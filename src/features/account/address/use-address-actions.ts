/**
 * The address book's writes: make an address the default, delete one (asking first; deleting the
 * default asks which address takes over, sent in the same request). Each write refreshes what
 * holds addresses (address-cache) and records the change for the list to announce.
 */
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteAddress, useEditDefaultAddress } from '@/generated/address/address';
import type { Address } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { useErrorMessage } from '@/shared/api/error-message';
import { applyDefaultAddress, applyDeletedAddress } from '@/domains/address/address-cache';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { addressChange } from './address-change';
import { addressLabel } from './address-label';

const DEFAULT_ADDRESS_ALREADY_SET = 'DEFAULT_ADDRESS_ALREADY_SET';

export function useAddressActions(addresses: readonly Address[]) {
  const intl = useIntl();
  const dialog = useDialog();
  const messageOf = useErrorMessage();
  const editDefault = useEditDefaultAddress();
  const remove = useDeleteAddress();
  /** The default address waiting for the member to pick its successor. */
  const [deletingDefault, setDeletingDefault] = useState<Address | null>(null);
  const busy = editDefault.isPending || remove.isPending;
  // One write at a time: a second tap before the buttons show they are busy does nothing.
  const writing = useRef(false);
  const once = async (write: () => Promise<void>) => {
    if (writing.current) return;
    writing.current = true;
    try {
      await write();
    } finally {
      writing.current = false;
    }
  };

  const showError = async (error: unknown) => {
    // Already the default: the server's words, as a notice rather than a failure.
    const already = isApiError(error) && error.code === DEFAULT_ADDRESS_ALREADY_SET;
    await dialog.open({
      type: already ? 'limit' : 'error',
      ...(already ? { title: intl.formatMessage({ id: 'addressBook.alreadyDefault.title' }) } : {}),
      description: messageOf(error),
    });
  };

  const setDefault = (address: Address) =>
    once(async () => {
    try {
      await editDefault.mutateAsync({ data: { customeraddress_id: address.customeraddress_id } });
      addressChange.set({ kind: 'default', id: address.customeraddress_id, label: addressLabel(intl, address) });
      void applyDefaultAddress(address.customeraddress_id);
    } catch (error) {
      await showError(error);
    }
    });

  const deleteNow = (address: Address, newDefaultId?: number) =>
    once(async () => {
    try {
      const result = await remove.mutateAsync({
        data: { customeraddress_id: address.customeraddress_id, ...(newDefaultId !== undefined ? { new_default_customeraddress_id: newDefaultId } : {}) },
      });
      setDeletingDefault(null);
      addressChange.set({ kind: 'deleted', id: address.customeraddress_id });
      void applyDeletedAddress(address.customeraddress_id, result.new_default_customeraddress_id);
    } catch (error) {
      setDeletingDefault(null);
      await showError(error);
    }
    });

  const askDelete = async (address: Address) => {
    if (writing.current) return;
    const others = addresses.filter((a) => a.customeraddress_id !== address.customeraddress_id);
    if (address.isdefault && others.length > 0) {
      // The choice of the new default is the confirmation (its button says it deletes).
      setDeletingDefault(address);
      return;
    }
    const action = await dialog.open({
      type: 'question',
      title: intl.formatMessage({ id: 'addressBook.deleteConfirm.title' }),
      description: intl.formatMessage({ id: 'addressBook.deleteConfirm.body' }, { label: addressLabel(intl, address), recipient: address.recipient_name }),
      buttons: [
        { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
        { label: intl.formatMessage({ id: 'addressBook.deleteConfirm.submit' }), action: 'submit' },
      ],
    });
    if (action === 'submit') await deleteNow(address);
  };

  return {
    busy,
    setDefault: (address: Address) => void setDefault(address),
    askDelete: (address: Address) => void askDelete(address),
    deletingDefault,
    remainingAfterDelete: deletingDefault ? addresses.filter((a) => a.customeraddress_id !== deletingDefault.customeraddress_id) : [],
    confirmDeleteDefault: (newDefaultId: number) => {
      if (deletingDefault) void deleteNow(deletingDefault, newDefaultId);
    },
    cancelDeleteDefault: () => setDeletingDefault(null),
  };
}
