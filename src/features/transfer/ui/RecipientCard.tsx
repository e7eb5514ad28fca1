import { useIntl } from 'react-intl';
import type { PartnerMember } from '@/generated/model';
import { maskId } from '@/shared/lib/mask-id';
import classes from './transfer.module.css';

/** The checked recipient: masked name and member number (docs/spec.md §5 masking). */
export function RecipientCard({ member }: { member: PartnerMember }) {
  const intl = useIntl();
  return (
    <dl className={classes.facts} data-testid="recipient-card">
      <div>
        <dt>{intl.formatMessage({ id: 'transfer.recipient.name' })}</dt>
        <dd data-testid="recipient-name">{member.name}</dd>
      </div>
      <div>
        <dt>{intl.formatMessage({ id: 'transfer.recipient.memberNo' })}</dt>
        <dd data-testid="recipient-member-no">{maskId(member.member_no)}</dd>
      </div>
    </dl>
  );
}
