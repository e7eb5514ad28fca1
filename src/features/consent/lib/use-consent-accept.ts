import { useRef, useState } from 'react';
import { getGetCustomerInfoQueryKey, useAcceptConsent } from '@/generated/customer/customer';
import type { ConsentStatus, CustomerInfoData } from '@/generated/model';
import { isApiError } from '@/shared/api/api-error';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';

export interface ConsentVersionsSent {
  current_consent_version: string;
  current_pdpa_version: string;
}

/** The answer to a version that is no longer current (the contract: reload customer info). */
function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.code === 'INVALID_FORMAT';
}

/** Customer info and the two documents again, after a newer version was published meanwhile. */
function reloadTerms(): Promise<void> {
  return refresh('consentVersionStale');
}

/** Shows the recorded consent at once (the guard reads it), then confirms it with the server. */
async function recordAccepted(status: ConsentStatus): Promise<void> {
  queryClient.setQueryData(getGetCustomerInfoQueryKey(), (info: CustomerInfoData | undefined) =>
    info
      ? {
          ...info,
          customer_info: {
            ...info.customer_info,
            accepted_consent_version: status.accepted_consent_version,
            accepted_pdpa_version: status.accepted_pdpa_version,
          },
        }
      : info,
  );
  await refresh('consentAccepted');
}

/**
 * Sends `POST /api/Consent/Accept` once per tap: a second tap while one is on its way (or after it
 * succeeded) does nothing. A stale version reloads customer info and the documents and reports
 * `stale`; any other failure is kept in `error` for the screen to put in words.
 */
export function useConsentAccept(onAccepted: () => void) {
  const mutation = useAcceptConsent();
  const busy = useRef(false);
  const [state, setState] = useState<{ sending: boolean; stale: boolean; error: unknown }>({ sending: false, stale: false, error: null });

  const accept = async (versions: ConsentVersionsSent, marketing: boolean): Promise<'accepted' | 'stale' | 'failed' | 'ignored'> => {
    if (busy.current) return 'ignored';
    busy.current = true;
    setState({ sending: true, stale: false, error: null });
    try {
      const status = await mutation.mutateAsync({ data: { ...versions, marketing } });
      await recordAccepted(status);
      onAccepted();
      return 'accepted';
    } catch (error) {
      busy.current = false;
      if (isStaleVersion(error)) {
        await reloadTerms();
        setState({ sending: false, stale: true, error: null });
        return 'stale';
      }
      setState({ sending: false, stale: false, error });
      return 'failed';
    }
  };

  return { accept, sending: state.sending, stale: state.stale, error: state.error };
}
