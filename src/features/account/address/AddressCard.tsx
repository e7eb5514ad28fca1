import { Badge } from '@/shared/ui/mantine/feedback';
import { Paper } from '@/shared/ui/mantine/layout';
import { useIntl } from 'react-intl';
import type { Address } from '@/generated/model';
import { formatAddressLine } from '@/domains/address/address-format';
import { maskMobile } from '@/shared/lib/mask-id';
import { href } from '@/shared/routing/paths';
import { addressLabel } from './address-label';
import classes from './address-list.module.css';
import { Button, ButtonLink } from '@/shared/ui/light/button/Button';

export interface AddressCardProps {
  address: Address;
  /** Some write is under way: every action waits. */
  busy: boolean;
  /** The card the last change concerned (highlighted). */
  changed: boolean;
  onSetDefault: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** One delivery address: its label, the default badge, recipient and masked phone, the full address, and its actions. */
export function AddressCard({ address, busy, changed, onSetDefault, onDelete }: AddressCardProps) {
  const intl = useIntl();
  const label = addressLabel(intl, address);
  const headingId = `address-${address.customeraddress_id}-label`;
  return (
    <Paper
      component="li"
      className={classes.card}
      data-default={address.isdefault || undefined}
      data-changed={changed || undefined}
      data-testid={`address-card-${address.customeraddress_id}`}
      aria-labelledby={headingId}
    >
      <div className={classes.head}>
        <h2 id={headingId} className={classes.label}>
          {label}
        </h2>
        {address.isdefault ? (
          <Badge component="span" radius="xl" variant="light" className={classes.badge} data-testid="default-badge">
            {intl.formatMessage({ id: 'address.default' })}
          </Badge>
        ) : null}
        {address.is_invoice_address ? (
          <Badge component="span" radius="xl" variant="outline" className={classes.invoice}>
            {intl.formatMessage({ id: 'addressBook.invoice' })}
          </Badge>
        ) : null}
      </div>
      <p className={classes.recipient}>
        <span>{address.recipient_name}</span>
        <span className={classes.phone} data-testid="address-phone">
          {maskMobile(address.phone)}
        </span>
      </p>
      <p className={classes.line}>{formatAddressLine(address)}</p>
      <div className={classes.actions} role="group" aria-label={intl.formatMessage({ id: 'addressBook.actions' }, { label })}>
        <Button variant="light" disabled={busy} onClick={() => onSetDefault(address)} className={classes.action}>
          {intl.formatMessage({ id: 'addressBook.setDefault' })}
        </Button>
        <ButtonLink
          to={href('addressEdit', { customeraddress_id: String(address.customeraddress_id) })}
          state={{ fromList: true }}
          variant="subtle"
          className={classes.action}
          data-disabled={busy || undefined}
          onClick={(event) => busy && event.preventDefault()}
        >
          {intl.formatMessage({ id: 'addressBook.edit' })}
        </ButtonLink>
        <Button variant="subtle" disabled={busy} onClick={() => onDelete(address)} className={`${classes.action} ${classes.danger}`}>
          {intl.formatMessage({ id: 'addressBook.delete' })}
        </Button>
      </div>
    </Paper>
  );
}
