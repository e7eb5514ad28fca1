import { useMatches } from 'react-router';
import { type MessageId } from '@/shared/i18n/message-ids';

/** Metadata a screen may read from its own route (the deepest match's `handle`). */
export interface ScreenHandle {
  titleKey?: MessageId;
  /** Content document shown by the document screen. */
  docKind?: string;
  /** Alternative login entry (login screens). */
  loginEntry?: string;
}

export function useRouteHandle(): ScreenHandle {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return (last?.handle ?? {}) as ScreenHandle;
}
