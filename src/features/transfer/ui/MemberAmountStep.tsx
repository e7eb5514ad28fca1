import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PartnerMember, PartnerProgramme, PartnerTransferRequest } from '@/generated/model';
import { useFormat } from '@/shared/i18n/use-format';
import { partnerPointsFor } from '../lib/amount';
import { confirmText } from '../lib/confirm-text';
import type { Recipient } from '../lib/recipient';
import type { useTransfer } from '../lib/use-transfer';
import { AmountStep } from './AmountStep';
import { RecipientCard } from './RecipientCard';

export interface MemberAmountStepProps {
  partner: PartnerProgramme;
  /** The recipient as the partner's look-up answered (rate and limits included). */
  member: PartnerMember;
  recipient: Recipient;
  balance: number | null;
  amount: string;
  onAmount: (text: string) => void;
  transfer: ReturnType<typeof useTransfer<PartnerTransferRequest>>;
  children?: ReactNode;
}

/** Blue Plus and Max Me: the checked recipient, then the amount under the look-up's rate and limits. */
export function MemberAmountStep({ partner, member, recipient, balance, amount, onAmount, transfer, children }: MemberAmountStepProps) {
  const intl = useIntl();
  const format = useFormat();
  const rules = { rate: member.rate, min_points: member.min_points, max_points: member.max_points, step: member.rate.points };
  const send = (points: number) => {
    const body: PartnerTransferRequest = { ...recipient, points };
    void transfer.confirmAndSend(body, confirmText(intl, format.lang, partner, member.name, points, partnerPointsFor(points, member.rate)));
  };
  return (
    <AmountStep
      partner={partner}
      rules={rules}
      balance={balance}
      text={amount}
      onText={onAmount}
      pending={transfer.pending}
      submitLabel={intl.formatMessage({ id: 'transfer.submit' })}
      onSubmit={send}
    >
      <RecipientCard member={member} />
      {children}
    </AmountStep>
  );
}
