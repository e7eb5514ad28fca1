import type { IntlShape } from 'react-intl';
import type { PartnerProgramme } from '@/generated/model';
import type { Lang } from '@/shared/i18n/lang';
import type { ConfirmText } from './use-transfer';

/** The question dialog's text: partner, recipient (masked), points out, partner points in. */
export function confirmText(intl: IntlShape, lang: Lang, partner: PartnerProgramme, recipient: string, points: number, partnerPoints: number): ConfirmText {
  return {
    title: intl.formatMessage({ id: 'transfer.confirm.title' }),
    description: intl.formatMessage(
      { id: 'transfer.confirm.body' },
      { partner: partner.name[lang], recipient, points, partnerPoints },
    ),
  };
}
