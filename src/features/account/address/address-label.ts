import type { IntlShape } from 'react-intl';
import type { Address } from '@/generated/model';
import { categoryLabelKey } from '@/domains/address/address-format';

/** The name a member sees for an address: the category, or their own label for "other". */
export function addressLabel(intl: IntlShape, address: Pick<Address, 'category' | 'category_other'>): string {
  if (address.category === 'other' && address.category_other) return address.category_other;
  return intl.formatMessage({ id: categoryLabelKey(address.category) });
}
