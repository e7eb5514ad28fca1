import { Button, ButtonLink } from '@/shared/ui/light/button/Button';
import { useIntl } from 'react-intl';
import { useAppNavigate } from '@/shared/routing/app-navigate';
import { useCreateGuestSession } from '@/generated/auth/auth';
import { useErrorMessage } from '@/shared/api/error-message';
import { withRedirect } from '@/shared/routing/paths';
import { startSession } from '@/shared/session/session';
import { AuthCard, FormAlert } from '../ui/AuthLayout';
import { postLoginTarget, useRedirectParam } from '../ui/use-redirect-param';

/** Guest mode: a browse-only session for the privilege catalogue; redeeming asks to sign in. */
export default function VerifyGuestScreen() {
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const navigate = useAppNavigate();
  const redirect = useRedirectParam();
  const guest = useCreateGuestSession({
    mutation: {
      onSuccess: async (session) => {
        if (!(await startSession(session.token))) {
          await import('@/shared/session/storage-blocked').then((m) => m.tellStorageBlocked({ codeKept: false }));
          return;
        }
        void navigate(postLoginTarget(redirect), { replace: true });
      },
    },
  });
  return (
    <AuthCard heading={intl.formatMessage({ id: 'auth.guest.heading' })} intro={intl.formatMessage({ id: 'auth.guest.intro' })}>
      {guest.error ? (
        <FormAlert>{messageOf(guest.error)}</FormAlert>
      ) : null}
      <Button fullWidth onClick={() => guest.mutate()} loading={guest.isPending}>
        {intl.formatMessage({ id: 'auth.guest.continue' })}
      </Button>
      <ButtonLink to={withRedirect('login', redirect)} variant="outline" fullWidth>
        {intl.formatMessage({ id: 'auth.signIn' })}
      </ButtonLink>
    </AuthCard>
  );
}
