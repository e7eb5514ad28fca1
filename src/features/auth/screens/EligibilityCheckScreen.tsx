import { ButtonLink } from '@/shared/ui/light/button/Button';
import { useIntl } from 'react-intl';
import { AuthCard } from '../ui/AuthLayout';
import { paths } from '@/shared/routing/paths';

/** Who can join the programme, with the way back to the start. */
export default function EligibilityCheckScreen() {
  const intl = useIntl();
  return (
    <AuthCard heading={intl.formatMessage({ id: 'auth.eligibility.heading' })} intro={intl.formatMessage({ id: 'auth.eligibility.intro' })}>
      <ButtonLink to={paths.howToMember} variant="outline" fullWidth>
        {intl.formatMessage({ id: 'route.howToMember.title' })}
      </ButtonLink>
      <ButtonLink to="/" fullWidth>
        {intl.formatMessage({ id: 'action.backHome' })}
      </ButtonLink>
    </AuthCard>
  );
}
