/**
 * Recipient details of a partner transfer (docs/spec.md §5): the partner card is a 13-digit Thai national
 * ID (checksum too), the mobile number 10 digits. Messages are lang keys.
 */
import * as v from 'valibot';
import type { RecipientType } from '@/generated/model';
import { normaliseInput } from '@/shared/lib/normalise-input';
import { isValidThaiNationalId } from '@/shared/lib/thai-id';

export const recipientSchema = v.object({
  recipient_type: v.picklist(['self', 'other']),
  partner_card: v.pipe(
    v.string(),
    v.transform((value) => normaliseInput(value, 'digits')),
    v.nonEmpty('validation.required'),
    v.check((value) => isValidThaiNationalId(value), 'transfer.validation.card'),
  ),
  mobile_no: v.pipe(
    v.string(),
    v.transform((value) => normaliseInput(value, 'phone')),
    v.nonEmpty('validation.required'),
    v.regex(/^0\d{9}$/, 'transfer.validation.phone'),
  ),
});

export type RecipientInput = v.InferInput<typeof recipientSchema>;
export type Recipient = v.InferOutput<typeof recipientSchema> & { recipient_type: RecipientType };

/** Which form field a server error detail belongs to. */
export function recipientField(detailKey: string): 'partner_card' | 'mobile_no' | 'points' | null {
  if (detailKey === 'partner_card' || detailKey === 'citizen_id') return 'partner_card';
  if (detailKey === 'mobile_no') return 'mobile_no';
  if (detailKey === 'points') return 'points';
  return null;
}
