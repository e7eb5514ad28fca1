import type { Address } from '@/generated/model';
import { messageId, type MessageId } from '@/shared/i18n/message-ids';

/** Lang key of an address category label (home / work / other). */
export function categoryLabelKey(category: Address['category']): MessageId {
  return messageId(`address.category.${category}`);
}

/** The address on one line: street, sub-district, district, province, postal code. */
export function formatAddressLine(address: Pick<Address, 'address_line' | 'sub_district' | 'district' | 'province' | 'postal_code'>): string {
  return [address.address_line, address.sub_district, address.district, address.province, address.postal_code]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
