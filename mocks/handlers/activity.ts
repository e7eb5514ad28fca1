/** activity: activities, articles and games (newest `starts_at` first). Guest sessions may read them. */
import type { Activity } from '../../src/generated/model';
import { db } from '../db';
import { isoBangkok } from '../db/clock';
import type { ActivityRecord } from '../db/schemas';
import { ok, raise } from './support/respond';
import { route } from './support/route';
import { pageParams, paginate, queryParam } from './support/validate';

const GUEST_OK = { security: 'customer', allow: { guest: true } } as const;

function activityView(a: ActivityRecord): Activity {
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
  };
}

function listOf(kind?: ActivityRecord['kind']) {
  return (url: URL) => {
    const paging = pageParams(url);
    const list = db.activities
      .findMany((q) => q.where((a) => kind === undefined || a.kind === kind))
      .sort((a, b) => b.starts_at - a.starts_at);
    const page = paginate(list, paging);
    return ok({ ...page, items: page.items.map(activityView) });
  };
}

export const activityHandlers = [
  route('GET', '/api/Activity/List', 'getActivityList', GUEST_OK, ({ url }) => listOf()(url)),
  route('GET', '/api/Activity/Games', 'getGameList', GUEST_OK, ({ url }) => listOf('game')(url)),
  route('GET', '/api/Activity/Articles', 'getArticleList', GUEST_OK, ({ url }) => listOf('article')(url)),
  route('GET', '/api/Activity/Detail', 'getActivityDetail', GUEST_OK, ({ url }) => {
    const id = queryParam(url, 'activity_id', /^ACT[0-9]{6}$/);
    const a = db.activities.findFirst((q) => q.where({ activity_id: id }));
    if (!a) raise('NOT_FOUND');
    return ok({ ...activityView(a), body_html: a.body_html });
  }),
];
