/**
 * activity: activities, articles and games. Lists hold what is running and what ended in the last
 * 30 days (mock time): running first (featured first among them), then ended, each newest
 * `starts_at` first; entries that have not started are not listed. Guest sessions may read them.
 */
import type { Activity, ActivityCallToAction, ActivityDetail } from '../../src/generated/model';
import { clock, db } from '../db';
import { DAY, isoBangkok } from '../db/clock';
import type { ActivityRecord } from '../db/schemas';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { pageParams, paginate, type PageRequest } from './support/validate';

const GUEST_OK = { security: 'customer', allow: { guest: true } } as const;
/** How long an ended entry stays on the lists. */
const ENDED_LISTED_DAYS = 30;

const isRunning = (a: ActivityRecord, now: number) => a.starts_at <= now && now <= a.ends_at;

function activityView(a: ActivityRecord, now: number): Activity {
  return {
    activity_id: a.activity_id,
    kind: a.kind,
    title: a.title,
    summary: a.summary,
    image_url: a.image_url,
    starts_at: isoBangkok(a.starts_at),
    ends_at: isoBangkok(a.ends_at),
    points_reward: a.points_reward,
    ...(a.game_id ? { game_id: a.game_id } : {}),
    featured: a.featured,
    status: now > a.ends_at ? 'ended' : 'running',
  };
}

/** The detail's button: play a running game, open a running activity's page, nothing otherwise. */
function callToAction(a: ActivityRecord, now: number): ActivityCallToAction {
  if (!isRunning(a, now)) return { kind: 'none' };
  if (a.kind === 'game' && a.game_id) return { kind: 'play', label: { th: 'เล่นเกม', en: 'Play' } };
  if (a.cta_url) return { kind: 'link', label: { th: 'ร่วมกิจกรรม', en: 'Take part' }, url: a.cta_url };
  return { kind: 'none' };
}

function listOf(kind?: ActivityRecord['kind']) {
  return (query: Partial<PageRequest>) => {
    const paging = pageParams(query);
    const now = clock.now();
    const order = (a: ActivityRecord) => (isRunning(a, now) ? (a.featured ? 0 : 1) : 2);
    const list = db.activities
      .findMany((q) => q.where((a) => kind === undefined || a.kind === kind))
      .filter((a) => a.starts_at <= now && now - a.ends_at <= ENDED_LISTED_DAYS * DAY)
      .sort((a, b) => order(a) - order(b) || b.starts_at - a.starts_at);
    const page = paginate(list, paging);
    return ok({ ...page, items: page.items.map((a) => activityView(a, now)) });
  };
}

export const activityHandlers = [
  route('GET', '/api/Activity/List', 'getActivityList', GUEST_OK, ({ query }) => listOf()(query)),
  route('GET', '/api/Activity/Games', 'getGameList', GUEST_OK, ({ query }) => listOf('game')(query)),
  route('GET', '/api/Activity/Articles', 'getArticleList', GUEST_OK, ({ query }) => listOf('article')(query)),
  route('GET', '/api/Activity/Detail', 'getActivityDetail', GUEST_OK, ({ query }) => {
    const id = query.activity_id;
    const a = db.activities.findFirst((q) => q.where({ activity_id: id }));
    if (!a) raise('NOT_FOUND');
    const now = clock.now();
    const detail: ActivityDetail = {
      ...activityView(a, now),
      body_html: a.body_html,
      ...(a.how_to_html ? { how_to_html: a.how_to_html } : {}),
      call_to_action: callToAction(a, now),
    };
    return ok(detail);
  }),
];
