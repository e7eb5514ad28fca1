/**
 * Where /game/play's frame points: the provider's play page (`PUBLIC_GAME_BASE_URL`, build-time),
 * or, when unset, the same origin's `/__game/play` (the mock's game, served by the mock server and
 * the dev server only). The frame gets `game_id`, `session` and `lang` in its query; its origin is
 * the only one whose `{type: 'game:finished'}` message is believed.
 */
import type { Lang } from '@/shared/i18n/lang';

export const MOCK_GAME_PATH = '/__game/play';

/** The configured play page, or the mock's path when unset or not an http(s) URL. */
export function gameBaseUrl(configured: string | undefined = import.meta.env.PUBLIC_GAME_BASE_URL): string {
  const value = configured?.trim() ?? '';
  if (!value) return MOCK_GAME_PATH;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : MOCK_GAME_PATH;
  } catch {
    return MOCK_GAME_PATH;
  }
}

/**
 * The one origin the frame may show: the configured provider's, or the app's own (`here`) for
 * the mock's game when none is configured.
 */
export function gameOrigin(here: string, configured: string | undefined = import.meta.env.PUBLIC_GAME_BASE_URL): string {
  const base = gameBaseUrl(configured);
  return new URL(base === MOCK_GAME_PATH ? here : base).origin;
}

/**
 * The frame's address for one play session, absolute against `here` (the app's location), or
 * null when it would not be a page of `origin` over http(s) (a protocol-relative, `javascript:`
 * or foreign base, or values that would change where it leads): the screen refuses it then.
 */
export function gameFrameUrl(
  game: { gameId: string; session: string; lang: Lang },
  here: string,
  base = gameBaseUrl(),
  origin = gameOrigin(here),
): URL | null {
  let url: URL;
  try {
    url = new URL(base, here);
  } catch {
    return null;
  }
  url.searchParams.set('game_id', game.gameId);
  url.searchParams.set('session', game.session);
  url.searchParams.set('lang', game.lang);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.origin === origin && url.username === '' && url.password === '' ? url : null;
}

/** True for the frame's "finished" message from the frame's own origin. */
export function isGameFinished(event: Pick<MessageEvent, 'origin' | 'data'>, frameOrigin: string): boolean {
  const data: unknown = event.data;
  return event.origin === frameOrigin && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'game:finished';
}
