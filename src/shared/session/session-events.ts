/** "The session token changed" (sign-in, guest session, logout), for subscribers such as useSessionKind. */
import { createSignal } from '@/shared/lib/store';

const sessionChanged = createSignal();

export function notifySessionChanged(): void {
  sessionChanged.notify();
}

export function onSessionChanged(listener: () => void): () => void {
  return sessionChanged.subscribe(listener);
}
