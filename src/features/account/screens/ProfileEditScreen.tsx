import { useIntl } from 'react-intl';
import { ProfilePhoto } from '@/features/account/photo/ProfilePhoto';
import { useGetCustomerInfo } from '@/generated/customer/customer';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { ProfileEditForm } from '../profile/ProfileEditForm';
import classes from '../profile/profile.module.css';

/** The member's own profile: photo, masked ID and mobile, and the name / e-mail / birth-date form. */
function ProfileEditScreen() {
  const intl = useIntl();
  const info = useGetCustomerInfo({ query: { select: (data) => data.customer_info } });
  return (
    <div className={classes.page}>
      <ProfilePhoto />
      {info.isPending ? (
        <SkeletonLines lines={6} label={intl.formatMessage({ id: 'profileEdit.loading' })} />
      ) : info.isError ? (
        <ErrorState error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <ProfileEditForm info={info.data} />
      )}
    </div>
  );
}

export default ProfileEditScreen;
