import { ButtonLink } from '@/shared/ui/button/Button';
import { useIntl } from 'react-intl';
import { AuthCard } from '../ui/AuthLayout';

/** Who can join the programme, with the way back to the start. */
export default function EligibilityCheckScreen() {
  const intl = useIntl();
  return (
    <AuthCard heading={intl.formatMessage({ id: 'auth.eligibility.heading' })} intro={intl.formatMessage({ id: 'auth.eligibility.intro' })}>
      <ButtonLink to="/auth/how-to-member" variant="outline" fullWidth size="md">
        {intl.formatMessage({ id: 'route.howToMember.title' })}
      </ButtonLink>
      <ButtonLink to="/" fullWidth size="lg">
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </AuthCard>
  );
}
