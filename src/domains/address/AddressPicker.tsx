import { Badge } from '@/shared/ui/mantine/feedback';
import { Radio } from '@/shared/ui/mantine/fields';
import { Paper } from '@/shared/ui/mantine/layout';
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

/**
 * Delivery addresses as radio cards: category label (home / work / other), recipient, phone, address.
 * Each card is a label around a Mantine radio, so the whole card selects it and the group keeps the
 * native radio keyboard behaviour. Mantine controls: render it inside a Mantine scope.
 */
export function AddressPicker({ addresses, selectedId, onSelect, name = 'delivery-address' }: AddressPickerProps) {
  const intl = useIntl();
  return (
    <Radio.Group
      name={name}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
      label={intl.formatMessage({ id: 'address.picker.label' })}
      labelProps={{ className: 'visually-hidden' }}
    >
      <div className={classes.list}>
        {addresses.map((address) => {
          const checked = address.customeraddress_id === selectedId;
          const label =
            address.category === 'other' && address.category_other
              ? address.category_other
              : intl.formatMessage({ id: categoryLabelKey(address.category) });
          return (
            <Paper
              component="label"
              key={address.customeraddress_id}
              className={classes.option}
              data-checked={checked || undefined}
              data-testid={`address-option-${address.customeraddress_id}`}
            >
              <Radio value={String(address.customeraddress_id)} size="sm" classNames={{ root: classes.radio }} />
              <span className={classes.optionBody}>
                <span className={classes.optionHead}>
                  <span className={classes.category}>{label}</span>
                  {address.isdefault ? (
                    <Badge component="span" size="sm" radius="xl" variant="light" className={classes.defaultTag}>
                      {intl.formatMessage({ id: 'address.default' })}
                    </Badge>
                  ) : null}
                </span>
                <span className={classes.recipient}>
                  {address.recipient_name} · {maskMobile(address.phone)}
                </span>
                <span className={classes.line}>{formatAddressLine(address)}</span>
              </span>
            </Paper>
          );
        })}
      </div>
    </Radio.Group>
  );
}
