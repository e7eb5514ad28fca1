/**
 * The tab screens' chrome (home header with profile block and search, bottom navigation):
 * a separate chunk, so the sign-in screens do not carry it. Route loaders preload it.
 */
export { HomeHeader } from './header/HomeHeader';
export { BottomNav } from './nav/BottomNav';
