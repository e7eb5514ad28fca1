import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorState } from '@/shared/ui/status/ErrorState';

/** A screen that fails to load or render shows an error with retry inside its layout (header and navigation stay). */
export function ScreenErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('Screen failed', error instanceof Error ? error.name : 'error');
  return <ErrorState onRetry={() => window.location.reload()} />;
}
