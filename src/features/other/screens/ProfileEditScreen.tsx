import { ProfilePhoto } from '@/features/other/photo/ProfilePhoto';
import { withMantine } from '@/shared/ui/mantine/MantineScope';

/**
 * STAND-IN for branch i14-photo only: the profile photo alone, so it can be exercised. The real
 * profile edit screen (another branch) replaces this file and renders `<ProfilePhoto />` at its top.
 */
function ProfileEditScreen() {
  return <ProfilePhoto />;
}

export default withMantine(ProfileEditScreen);
