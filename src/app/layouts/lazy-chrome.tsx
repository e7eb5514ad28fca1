import { lazy } from 'react';

/** Loads the member chrome chunk (cached by the module system after the first call). */
export const loadMemberChrome = () => import('./member-chrome');

export const LazyHomeHeader = lazy(() => loadMemberChrome().then((m) => ({ default: m.HomeHeader })));
export const LazyBottomNav = lazy(() => loadMemberChrome().then((m) => ({ default: m.BottomNav })));
