import type { PartnerCode } from '@/generated/model';
import { paths } from '@/shared/routing/paths';

/** Where a transfer to each partner starts. */
export const PARTNER_START: Record<PartnerCode, string> = {
  blueplus: paths.transferBlueplusMember,
  maxme: paths.transferMaxmeForm,
  pointx: paths.transferPointxForm,
};
