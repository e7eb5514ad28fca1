import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Address } from '@/generated/model';
import { AddressPicker } from '@/domains/address/AddressPicker';
import classes from './address-list.module.css';
import { Button } from '@/shared/ui/light/button/Button';
import { Dialog } from '@/shared/ui/light/dialog/Dialog';

export interface NewDefaultDialogProps {
  /** The default address being deleted; null when closed. */
  deleting: Address | null;
  /** The addresses that remain (the choices). */
  remaining: readonly Address[];
  busy: boolean;
  onConfirm: (newDefaultId: number) => void;
  onCancel: () => void;
}

/**
 * Deleting the default address: the member picks which remaining address becomes the default, and
 * the delete and the new default go to the server as one request.
 */
export function NewDefaultDialog({ deleting, remaining, busy, onConfirm, onCancel }: NewDefaultDialogProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = remaining.some((a) => a.customeraddress_id === chosen) ? chosen : (remaining[0]?.customeraddress_id ?? null);
  return (
    // Answered only by its buttons: no close button, Escape or backdrop tap.
    <Dialog variant="panel" opened={deleting !== null} title={intl.formatMessage({ id: 'addressBook.newDefault.title' })} data-testid="new-default-modal">
      <p className={classes.choiceText}>{intl.formatMessage({ id: 'addressBook.newDefault.body' })}</p>
      <AddressPicker addresses={remaining} selectedId={selected} onSelect={setChosen} name="new-default-address" />
      <div className={classes.modalActions}>
        <Button fullWidth loading={busy} disabled={selected === null} onClick={() => selected !== null && onConfirm(selected)}>
          {intl.formatMessage({ id: 'addressBook.newDefault.submit' })}
        </Button>
        <Button fullWidth variant="outline" disabled={busy} onClick={onCancel}>
          {intl.formatMessage({ id: 'dialog.cancel' })}
        </Button>
      </div>
    </Dialog>
  );
}
