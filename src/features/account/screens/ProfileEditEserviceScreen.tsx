import { useIntl } from 'react-intl';
import { useGetEserviceProfile } from '@/generated/customer/customer';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { SkeletonLines } from '@/shared/ui/light/status/Skeleton';
import { EserviceEditForm } from '../profile/EserviceEditForm';
import classes from '../profile/profile.module.css';

/** The e-service account's profile (from e-service registration): name and e-mail. */
function ProfileEditEserviceScreen() {
  const intl = useIntl();
  const profile = useGetEserviceProfile();
  return (
    <div className={classes.page}>
      <p className={classes.hint}>{intl.formatMessage({ id: 'profileEdit.eservice.intro' })}</p>
      {profile.isPending ? (
        <SkeletonLines lines={5} label={intl.formatMessage({ id: 'profileEdit.loading' })} />
      ) : profile.isError ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <EserviceEditForm profile={profile.data} />
      )}
    </div>
  );
}

export default ProfileEditEserviceScreen;
