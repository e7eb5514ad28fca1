import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isApiError } from './api-error';

const isOnline = () => onlineManager.isOnline();

/**
 * False while the browser says there is no network (react-query's online manager, which also
 * pauses reads then): screens showing what is kept on the device say they are offline.
 */
export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline, () => true);
}

/** A read that failed for a dropped connection (not an answer of the server). */
export function isConnectionLost(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}
