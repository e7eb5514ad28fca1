import { useMatches } from 'react-router';

/** Metadata a screen may read from its own route (the deepest match's `handle`). */
export interface ScreenHandle {
  titleKey?: string;
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
