/**
 * Save-on-toggle for the notification preferences: the switch moves at once (optimistic cache
 * update), the server's normalised answer then replaces it, and a failure puts the stored
 * preferences back and keeps the member's choice so it can be sent again with one tap.
 * One save at a time: while one is on its way every other tap is ignored (no double send, no
 * two full-replacement PUTs racing each other). A save that fails after the member has left the
 * screen says so in a dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationPreferences } from '@/generated/model';
import { getGetSubscribeQueryKey, useSubscribe } from '@/generated/preferences/preferences';
import { useErrorMessage } from '@/shared/api/error-message';
import { queryClient } from '@/shared/api/query-client';
import { refresh } from '@/shared/api/refresh';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';
import type { PreferenceKey } from './preference-rules';

/** A change the server refused: which switch, the preferences the member chose, and why. */
export interface FailedSave {
  key: PreferenceKey;
  next: NotificationPreferences;
  error: unknown;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export function useSavePreferences() {
  const [savingKey, setSavingKey] = useState<PreferenceKey | null>(null);
  const [failed, setFailed] = useState<FailedSave | null>(null);
  const [saved, setSaved] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const intl = useIntl();
  const messageOf = useErrorMessage();
  const dialog = useDialog();
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutation = useSubscribe({
    mutation: {
      onMutate: async ({ data }) => {
        await queryClient.cancelQueries({ queryKey: getGetSubscribeQueryKey() });
        const previous = queryClient.getQueryData(getGetSubscribeQueryKey());
        queryClient.setQueryData(getGetSubscribeQueryKey(), data);
        return { previous };
      },
      onError: (error, _variables, context) => {
        if (context?.previous) queryClient.setQueryData(getGetSubscribeQueryKey(), context.previous);
        else void refresh('preferencesUnsaved');
        if (!mounted.current) {
          void dialog.open({ type: 'error', title: intl.formatMessage({ id: 'subscribe.error.title' }), description: messageOf(error) });
        }
      },
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetSubscribeQueryKey(), answer);
      },
    },
  });

  const save = (key: PreferenceKey, next: NotificationPreferences) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSavingKey(key);
    setFailed(null);
    setSaved(false);
    mutation.mutate(
      { data: next },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setFailed({ key, next, error }),
        onSettled: () => {
          inFlight.current = false;
          setSavingKey(null);
        },
      },
    );
  };

  const status: SaveStatus = savingKey ? 'saving' : failed ? 'failed' : saved ? 'saved' : 'idle';

  return {
    save,
    /** The switch whose change is on its way (every switch waits meanwhile). */
    savingKey,
    busy: savingKey !== null,
    failed,
    status,
    retry: () => {
      if (failed) save(failed.key, failed.next);
    },
    dismiss: () => setFailed(null),
  };
}
