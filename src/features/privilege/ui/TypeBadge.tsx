import { useIntl } from 'react-intl';
import type { PrivilegeSummary } from '@/generated/model';
import classes from './privilege.module.css';

export type BadgeKind = 'ecode' | 'delivery' | 'subscription' | 'luckydraw';

function badgeKind(privilege: Pick<PrivilegeSummary, 'type' | 'is_lucky_draw'>): BadgeKind {
  return privilege.is_lucky_draw ? 'luckydraw' : privilege.type;
}

/** E-code, delivery, add-on pack or lucky draw. */
export function TypeBadge({ privilege }: { privilege: Pick<PrivilegeSummary, 'type' | 'is_lucky_draw'> }) {
  const intl = useIntl();
  const kind = badgeKind(privilege);
  return (
    <span className={classes.badge} data-kind={kind}>
      {intl.formatMessage({ id: `privilege.type.${kind}` })}
    </span>
  );
}
