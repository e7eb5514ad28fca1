import { useGetCustomerInfo, useGetPoint } from '@/generated/customer/customer';
import type { PartnerCode } from '@/generated/model';
import { useGetPartners } from '@/generated/reward/reward';

/** What every transfer screen reads: the partner from the catalogue, the balance, the member's own card and mobile. */
export function useTransferBasics(code: PartnerCode) {
  const partners = useGetPartners({ query: { select: (list) => list.find((p) => p.partner === code) } });
  const balance = useGetPoint({ query: { select: (data) => data.point } }).data ?? null;
  const own = useGetCustomerInfo({ query: { select: (data) => ({ card: data.customer_info.id_number, mobile: data.customer_info.mobile_no, thaiId: data.customer_info.id_type === 'national_id' }) } }).data;
  return { partnerQuery: partners, partner: partners.data, balance, own };
}
