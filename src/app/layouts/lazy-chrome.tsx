import { lazyOnce } from '@/shared/lib/lazy-once';

const chrome = lazyOnce(() => import('./member-chrome'));

/** Loads the member chrome chunk; the route loader awaits it, so the chrome renders without suspending. */
export const loadMemberChrome = chrome.load;

export const LazyHomeHeader = chrome.lazyExport((m) => m.HomeHeader);
export const LazyBottomNav = chrome.lazyExport((m) => m.BottomNav);
