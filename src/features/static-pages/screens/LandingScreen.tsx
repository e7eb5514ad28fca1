import { useIntl } from 'react-intl';
import { LanguageToggle } from '@/shared/i18n/LanguageToggle';
import { paths, START_ROUTE } from '@/shared/routing/paths';
import { Message } from '../ui/Message';
import { ButtonLink } from '@/shared/ui/light/button/Button';

/** Welcome page of the privilege programme. */
function LandingScreen() {
  const intl = useIntl();
  return (
    <div style={{ position: 'relative' }}>
      <div style={{ position: 'absolute', top: 'calc(12px + env(safe-area-inset-top))', right: 16, color: '#fff' }}>
        <LanguageToggle />
      </div>
      <Message variant="hero" icon="star" title={intl.formatMessage({ id: 'landing.title' })} text={intl.formatMessage({ id: 'landing.body' })}>
        {/* The accent with dark text, as on every accent call to action (white on the accent is too faint). */}
        <ButtonLink to={START_ROUTE} fullWidth variant="accent">
          {intl.formatMessage({ id: 'landing.start' })}
        </ButtonLink>
        <ButtonLink to={paths.howToMember} fullWidth variant="white">
          {intl.formatMessage({ id: 'route.howToMember.title' })}
        </ButtonLink>
      </Message>
    </div>
  );
}

export default LandingScreen;
