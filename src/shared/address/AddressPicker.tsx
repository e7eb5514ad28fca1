import { useIntl } from 'react-intl';
import type { Address } from '@/generated/model';
import { maskMobile } from '@/shared/lib/mask-id';
import { categoryLabelKey, formatAddressLine } from './address-format';
import classes from './address.module.css';

export interface AddressPickerProps {
  addresses: readonly Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Radio-group name (unique per screen). */
  name?: string;
}

/** Delivery addresses as radio cards: category label (home / work / other), recipient, phone, address. */
export function AddressPicker({ addresses, selectedId, onSelect, name = 'delivery-address' }: AddressPickerProps) {
  const intl = useIntl();
  return (
    <div className={classes.list} role="radiogroup" aria-label={intl.formatMessage({ id: 'address.picker.label' })}>
      {addresses.map((address) => {
        const checked = address.customeraddress_id === selectedId;
        const label =
          address.category === 'other' && address.category_other
            ? address.category_other
            : intl.formatMessage({ id: categoryLabelKey(address.category) });
        return (
          <label
            key={address.customeraddress_id}
            className={classes.option}
            data-checked={checked || undefined}
            data-testid={`address-option-${address.customeraddress_id}`}
          >
            <input
              type="radio"
              name={name}
              className={classes.radio}
              checked={checked}
              onChange={() => onSelect(address.customeraddress_id)}
              value={address.customeraddress_id}
            />
            <span className={classes.optionBody}>
              <span className={classes.optionHead}>
                <span className={classes.category} data-category={address.category}>
                  {label}
                </span>
                {address.isdefault ? <span className={classes.defaultTag}>{intl.formatMessage({ id: 'address.default' })}</span> : null}
              </span>
              <span className={classes.recipient}>
                {address.recipient_name} · {maskMobile(address.phone)}
              </span>
              <span className={classes.line}>{formatAddressLine(address)}</span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
