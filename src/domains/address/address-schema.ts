/**
 * Delivery-address form rules (AddressInput of the contract). Messages are lang keys.
 */
import * as v from 'valibot';
import { normaliseInput } from '@/shared/lib/normalise-input';

export const ADDRESS_CATEGORIES = ['home', 'work', 'other'] as const;

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.tooLong'));

/** Thai or full-width digits become ASCII; spaces and dashes typed into a phone number are ignored. */
function normalisePhone(value: string): string {
  return normaliseInput(value, 'phone');
}

export const addressSchema = v.pipe(
  v.object({
    recipient_name: text(100),
    phone: v.pipe(
      v.string(),
      v.transform(normalisePhone),
      v.nonEmpty('validation.required'),
      v.regex(/^0[0-9]{9}$/, 'address.validation.mobile'),
    ),
    address_line: text(255),
    sub_district: text(100),
    district: text(100),
    province: text(100),
    postal_code: v.pipe(v.string(), v.transform((value) => normaliseInput(value, 'digits')), v.nonEmpty('validation.required'), v.regex(/^[0-9]{5}$/, 'address.validation.postalCode')),
    category: v.picklist(ADDRESS_CATEGORIES, 'validation.required'),
    category_other: v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.tooLong')),
    is_invoice_address: v.boolean(),
    set_default: v.boolean(),
  }),
  v.forward(
    v.partialCheck(
      [['category'], ['category_other']],
      (input) => input.category !== 'other' || input.category_other.length > 0,
      'validation.required',
    ),
    ['category_other'],
  ),
);

export type AddressFormInput = v.InferInput<typeof addressSchema>;
export type AddressFormOutput = v.InferOutput<typeof addressSchema>;

export const EMPTY_ADDRESS_FORM: AddressFormInput = {
  recipient_name: '',
  phone: '',
  address_line: '',
  sub_district: '',
  district: '',
  province: '',
  postal_code: '',
  category: 'home',
  category_other: '',
  is_invoice_address: false,
  set_default: false,
};
