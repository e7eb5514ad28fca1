import { useIntl } from 'react-intl';
import { useGetReferralCode } from '@/generated/customer/customer';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { ReferralCard } from '../referral/ReferralCard';
import classes from '../referral/referral.module.css';

/** /other/friend-referral: the member's referral code and link, to copy or share with friends. */
function FriendReferralScreen() {
  const intl = useIntl();
  const referral = useGetReferralCode();
  return (
    <div className={classes.page}>
      {referral.isPending ? (
        <SkeletonLines lines={6} label={intl.formatMessage({ id: 'referral.loading' })} />
      ) : referral.isError ? (
        <ErrorState error={referral.error} onRetry={() => void referral.refetch()} />
      ) : (
        <ReferralCard referral={referral.data} />
      )}
    </div>
  );
}

export default FriendReferralScreen;
