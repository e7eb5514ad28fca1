import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getGetMaxmeMemberQueryOptions, useGetMaxmeMember, useMaxmeTransferPoint } from '@/generated/reward/reward';
import { queryClient } from '@/shared/api/query-client';
import type { Recipient } from '../lib/recipient';
import { useTransfer } from '../lib/use-transfer';
import { MaxmePending } from '../ui/MaxmePending';
import { MemberAmountStep } from '../ui/MemberAmountStep';
import { RecipientStep } from '../ui/RecipientStep';
import { TransferFrame } from '../ui/TransferFrame';
import { TransferOutcomeView } from '../ui/TransferOutcomeView';
import { Button } from '@/shared/ui/light/button/Button';

const lookupParams = (r: Recipient) => ({ citizen_id: r.partner_card, mobile_no: r.mobile_no, recipient_type: r.recipient_type });

/** Max Me: recipient check (`MaxmeMember`), amount, confirm, then the pending transfer's status. */
function TransferMaxmeFormScreen() {
  const intl = useIntl();
  const [recipient, setRecipient] = useState<Recipient | null>(null);
  const [editing, setEditing] = useState(true);
  const [amount, setAmount] = useState('');
  const lookup = useGetMaxmeMember(recipient ? lookupParams(recipient) : { citizen_id: '' }, { query: { enabled: recipient !== null && !editing } });
  const transfer = useTransfer('maxme', useMaxmeTransferPoint);

  const check = async (next: Recipient) => {
    await queryClient.fetchQuery(getGetMaxmeMemberQueryOptions(lookupParams(next)));
    setRecipient(next);
    setEditing(false);
  };

  return (
    <TransferFrame code="maxme">
      {({ partner, balance, own }) => {
        const outcome = transfer.outcome;
        if (outcome.kind !== 'none') {
          const pendingView = outcome.kind === 'result' ? <MaxmePending started={outcome.result} partner={partner} /> : undefined;
          return <TransferOutcomeView outcome={outcome} partner={partner} onChange={transfer.reset} onRetry={() => void transfer.retry()} pendingView={pendingView} />;
        }
        if (editing || !recipient || !lookup.data) {
          return <RecipientStep partner={partner} own={own} check={check} initial={recipient} />;
        }
        return (
          <MemberAmountStep partner={partner} member={lookup.data} recipient={recipient} balance={balance} amount={amount} onAmount={setAmount} transfer={transfer}>
            <Button variant="subtle" onClick={() => setEditing(true)} data-testid="recipient-change">
              {intl.formatMessage({ id: 'transfer.recipient.change' })}
            </Button>
          </MemberAmountStep>
        );
      }}
    </TransferFrame>
  );
}

export default TransferMaxmeFormScreen;
