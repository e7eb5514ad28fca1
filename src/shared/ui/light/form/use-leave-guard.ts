/**
 * Asks before leaving a form with unsaved changes (kit-free: works with either UI kit).
 *
 *   useLeaveGuard(form.formState.isDirty && !saving, {
 *     title: intl.formatMessage({ id: '…' }),
 *     description: intl.formatMessage({ id: '…' }),
 *     stay: intl.formatMessage({ id: '…' }),
 *     leave: intl.formatMessage({ id: '…' }),
 *   });
 *
 * In-app navigation (links, Back in the header, the browser's back button) is held by react-router's
 * blocker (needs the data router the app uses) while the app's question dialog asks; "leave" goes
 * on, "stay" keeps the member on the form with everything typed. Closing or reloading the page
 * gets the browser's own prompt. A navigation that only rewrites the query of the same screen is
 * not held.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useDialog } from '@/shared/ui/light/dialog/dialog-store';

export interface LeaveQuestion {
  title: string;
  description?: string;
  /** Button that keeps the member on the form. */
  stay: string;
  /** Button that leaves and drops the changes. */
  leave: string;
}

export function useLeaveGuard(when: boolean, question: LeaveQuestion): void {
  const dialog = useDialog();
  const latest = useRef({ when, question });
  useLayoutEffect(() => {
    latest.current = { when, question };
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => latest.current.when && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const { title, description, stay, leave } = latest.current.question;
    void dialog
      .open({ type: 'question', title, description, buttons: [{ label: stay, action: 'cancel' }, { label: leave, action: 'submit' }] })
      .then((action) => {
        asking.current = false;
        if (action === 'submit') blocker.proceed();
        else blocker.reset();
      });
  }, [blocker, dialog]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
}
