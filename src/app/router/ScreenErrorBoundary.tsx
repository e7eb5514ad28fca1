import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { ErrorState } from '@/shared/ui/light/status/ErrorState';
import { useAppNavigate } from '@/shared/routing/app-navigate';

/**
 * A screen that fails to load or render shows an error with retry inside its layout (header and
 * navigation stay). With no signal (a screen whose code was never loaded cannot load offline) it
 * says so, and retry tries the screen again instead of reloading the page (which would fail).
 */
export function ScreenErrorBoundary() {
  const error = useRouteError();
  const intl = useIntl();
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  if (!isRouteErrorResponse(error)) console.error('Screen failed', error instanceof Error ? error.name : 'error');
  if (!navigator.onLine) return <ErrorState message={intl.formatMessage({ id: 'error.offline' })} onRetry={() => void navigate(`${pathname}${search}`, { replace: true })} />;
  return <ErrorState onRetry={() => window.location.reload()} />;
}
