/**
 * The app's state around a test: a session of one of the mock's demo identities (or a guest), the
 * language, and a reset of the session, caches, dialogs and storage between tests.
 */
import { act } from '@testing-library/react';
import { DEMO, issueToken, type DemoName } from '@mocks/identities';
import { queryClient } from '@/shared/api/query-client';
import { changeLang, initLang } from '@/shared/i18n/lang-store';
import type { Lang } from '@/shared/i18n/lang';
import { ensureCustomerInfo } from '@/shared/session/customer-info';
import { channelData, notifySessionChanged } from '@/shared/session/session';
import { clearToken, writeToken } from '@/shared/session/token';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import { loadingOverlay } from '@/shared/ui/light/loading-overlay/loading-store';

export type Who = DemoName | 'guest';

/** Starts a session like sign-in does; members get their customer info loaded into the store. */
export async function signInAs(who: Who): Promise<void> {
  if (who === 'guest') {
    writeToken(issueToken('GUEST-0000test', { guest: true }));
  } else {
    writeToken(issueToken(DEMO[who].customerId));
    await ensureCustomerInfo();
  }
  notifySessionChanged();
}

/** Sets the member's language as the toggle does (stored, then loaded). */
export async function setLang(lang: Lang): Promise<void> {
  localStorage.setItem('lang', lang);
  await act(async () => {
    await initLang();
    await changeLang(lang);
  });
}

/** Clears the session, caches, dialogs and storage between tests. */
export function resetApp(): void {
  dialog.closeAll();
  loadingOverlay.reset();
  queryClient.clear();
  clearToken();
  channelData.set(null);
  localStorage.clear();
  sessionStorage.clear();
}
