import { useNavigate } from 'react-router';
import { ROOT_ROUTE } from '@/shared/routing/paths';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import { logout } from './logout';

export interface LogoutQuestion {
  title: string;
  description: string;
  /** Button that keeps the member signed in. */
  cancel: string;
  /** Button that logs out. */
  confirm: string;
}

/**
 * Log out after the member confirms in the question dialog: the device is cleared at once (the
 * server is told without waiting for it), then back to the root route. Used by the profile menu
 * and by declining the consent screen.
 */
export function useConfirmedLogout(): (question: LogoutQuestion) => Promise<void> {
  const dialog = useDialog();
  const navigate = useNavigate();
  return async ({ title, description, cancel, confirm }) => {
    const action = await dialog.open({
      type: 'question',
      title,
      description,
      buttons: [
        { label: cancel, action: 'cancel' },
        { label: confirm, action: 'submit' },
      ],
    });
    if (action !== 'submit') return;
    logout();
    void navigate(ROOT_ROUTE, { replace: true });
  };
}
