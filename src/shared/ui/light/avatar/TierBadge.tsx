import { useIntl } from 'react-intl';
import type { Tier } from '@/generated/model';
import classes from './MemberAvatar.module.css';

/** The member's tier as a small badge next to the name (the chrome's profile block, the member card). */
export function TierBadge({ tier }: { tier: Tier }) {
  const intl = useIntl();
  return <span className={classes.tier}>{intl.formatMessage({ id: `tier.${tier}`, defaultMessage: tier })}</span>;
}
