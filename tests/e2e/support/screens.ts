import { SCREEN_ROUTES } from '@/app/routes/route-table';

/** Sample query strings for screens that show one record of the mock's seed data. */
const SAMPLE_QUERY: Record<string, string> = {
  '/privilege/privilege-detail': '?privilege_id=PRV000101',
  '/privilege/ecode': '?redemption_id=RDM2611150001',
  '/privilege/redeem-success': '?redemption_id=RDM2611150001',
  '/history/transfer-detail': '?transfer_id=TRF2611050001',
  '/history/tracking-status': '?delivery_id=DLV2611120001',
  '/activity/activity-detail': '?activity_id=ACT000031',
};

/** Screens that pass straight on to another one: the title the member ends up seeing. */
const LANDS_ON: Record<string, string> = {
  // Refreshes the points, then returns to the activity tab.
  '/game/close': 'route.activityList.title',
};

export interface ScreenCase {
  path: string;
  url: string;
  titleKey: string;
  signedIn: boolean;
  layout: 'default' | 'blank';
  /** Shown only while there is something to accept: the mock publishes a new terms version first (and is reset after). */
  needsNewTerms: boolean;
}

/** Every registered screen of the route table, with the URL to open it and whether it needs a session. */
export const SCREEN_CASES: readonly ScreenCase[] = SCREEN_ROUTES.map((route) => ({
  path: route.path,
  url: route.path + (SAMPLE_QUERY[route.path] ?? ''),
  titleKey: LANDS_ON[route.path] ?? route.titleKey,
  signedIn: route.auth !== 'public',
  layout: route.layout,
  needsNewTerms: route.path === '/consent',
}));
