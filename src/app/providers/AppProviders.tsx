import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/shared/api/query-client';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { DialogHost } from '@/shared/ui/light/dialog/DialogHost';
import { LoadingOverlay } from '@/shared/ui/light/loading-overlay/LoadingOverlay';
import { SlowReadWatch } from '@/shared/ui/light/slow-read/SlowReadWatch';

/** Language, the app's one query cache, the dialog host, the loading overlay and the slow-read notice. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <DialogHost />
        <LoadingOverlay />
        <SlowReadWatch />
      </QueryClientProvider>
    </I18nProvider>
  );
}
