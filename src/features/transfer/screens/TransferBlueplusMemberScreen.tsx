import { useAppNavigate } from '@/shared/routing/app-navigate';
import { getGetBlueplusMemberQueryOptions } from '@/generated/reward/reward';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import type { Recipient } from '../lib/recipient';
import { RecipientStep } from '../ui/RecipientStep';
import { TransferFrame } from '../ui/TransferFrame';

/** Blue Plus, step 1: to myself or to another person; `BlueplusMember` checks the recipient. */
function TransferBlueplusMemberScreen() {
  const navigate = useAppNavigate();
  const check = async (recipient: Recipient) => {
    await queryClient.fetchQuery(
      getGetBlueplusMemberQueryOptions({ citizen_id: recipient.partner_card, mobile_no: recipient.mobile_no, type_member: recipient.recipient_type }),
    );
    await navigate(paths.transferBlueplusForm, { state: { recipient } });
  };
  return <TransferFrame code="blueplus">{({ partner, own }) => <RecipientStep partner={partner} own={own} check={check} />}</TransferFrame>;
}

export default TransferBlueplusMemberScreen;
