import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import { useBlueplusTransferPoint, useGetBlueplusMember } from '@/generated/reward/reward';
import { paths } from '@/shared/routing/paths';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import type { Recipient } from '../lib/recipient';
import { useTransfer } from '../lib/use-transfer';
import { MemberAmountStep } from '../ui/MemberAmountStep';
import { TransferFrame } from '../ui/TransferFrame';
import { TransferOutcomeView } from '../ui/TransferOutcomeView';

/** The recipient checked on the first step arrives in the navigation state. */
function hasRecipient(value: unknown): value is { recipient: Recipient } {
  const r = (value as { recipient?: Recipient } | null)?.recipient;
  return typeof r?.partner_card === 'string' && typeof r.mobile_no === 'string';
}

/** Blue Plus, step 2: the checked recipient, the amount, confirm, result. */
function TransferBlueplusFormScreen() {
  const location = useLocation();
  const state: unknown = location.state;
  if (!hasRecipient(state)) return <Navigate to={paths.transferBlueplusMember} replace />;
  return <BlueplusForm recipient={state.recipient} />;
}

function BlueplusForm({ recipient }: { recipient: Recipient }) {
  const intl = useIntl();
  const [amount, setAmount] = useState('');
  const lookup = useGetBlueplusMember({ citizen_id: recipient.partner_card, mobile_no: recipient.mobile_no, type_member: recipient.recipient_type });
  const transfer = useTransfer('blueplus', useBlueplusTransferPoint);

  return (
    <TransferFrame code="blueplus">
      {({ partner, balance }) => {
        if (transfer.outcome.kind !== 'none') {
          return <TransferOutcomeView outcome={transfer.outcome} partner={partner} onChange={transfer.reset} onRetry={() => void transfer.retry()} />;
        }
        if (lookup.isPending) return <SkeletonLines lines={3} label={intl.formatMessage({ id: 'transfer.loading' })} />;
        if (lookup.isError || !lookup.data) return <ErrorState error={lookup.error ?? undefined} onRetry={() => void lookup.refetch()} />;
        return (
          <MemberAmountStep partner={partner} member={lookup.data} recipient={recipient} balance={balance} amount={amount} onAmount={setAmount} transfer={transfer} />
        );
      }}
    </TransferFrame>
  );
}

export default TransferBlueplusFormScreen;
