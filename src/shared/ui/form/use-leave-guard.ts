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
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, type BlockerFunction } from 'react-router';
import { useDialog } from '@/shared/ui/dialog/dialog-store';

export interface LeaveQuestion {
  title: string;
  description?: string;
  /** Button that keeps the member on the form. */
  stay: string;
  /** Button that leaves and drops the changes. */
  leave: string;
}

let nextKey = 0;

export function useLeaveGuard(when: boolean, question: LeaveQuestion): void {
  const dialog = useDialog();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = useRef({ when, question });
  useLayoutEffect(() => {
    latest.current = { when, question };
  });

  // react-router's blocker API (what `useBlocker` wraps), used on the data router directly:
  // importing `useBlocker` would put its code in the router chunk every first screen loads.
  useEffect(() => {
    if (!router) return;
    const key = `leave-guard-${++nextKey}`;
    const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) => latest.current.when && currentLocation.pathname !== nextLocation.pathname;
    router.getBlocker(key, shouldBlock);
    let asking = false;
    const unsubscribe = router.subscribe((state) => {
      if (asking || state.blockers.get(key)?.state !== 'blocked') return;
      asking = true;
      const { title, description, stay, leave } = latest.current.question;
      void dialog
        .open({ type: 'question', title, description, buttons: [{ label: stay, action: 'cancel' }, { label: leave, action: 'submit' }] })
        .then((action) => {
          asking = false;
          const blocker = router.state.blockers.get(key);
          if (blocker?.state !== 'blocked') return;
          if (action === 'submit') blocker.proceed();
          else blocker.reset();
        });
    });
    return () => {
      unsubscribe();
      router.deleteBlocker(key);
    };
  }, [router, dialog]);

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
