import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { queryClient as appQueryClient } from '@/shared/session/query-client';
import { DialogHost } from '@/shared/ui/dialog/DialogHost';
import { LoadingOverlay } from '@/shared/ui/loading-overlay/LoadingOverlay';
import type { QueryClient } from '@tanstack/react-query';

/** Language, query cache, the dialog host and the loading overlay (Mantine mounts per screen: MantineScope). */
export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <I18nProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <DialogHost />
          <LoadingOverlay />
        </QueryClientProvider>
    </I18nProvider>
  );
}
