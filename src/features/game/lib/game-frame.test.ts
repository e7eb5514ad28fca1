import { describe, expect, it } from 'vitest';
import { gameBaseUrl, gameFrameUrl, gameOrigin, isGameFinished, MOCK_GAME_PATH } from '@/features/game/lib/game-frame';

describe('the game frame address', () => {
  it('is the mock game on the same origin when PUBLIC_GAME_BASE_URL is unset or not http(s)', () => {
    expect(gameBaseUrl(undefined)).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('  ')).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('javascript:alert(1)')).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('not a url')).toBe(MOCK_GAME_PATH);
    const here = 'https://app.example/game/play?x=1';
    const url = gameFrameUrl({ gameId: 'GAM000007', session: 'gs_abc123', lang: 'en' }, here, gameBaseUrl(''), gameOrigin(here, ''));
    expect(url?.href).toBe('https://app.example/__game/play?game_id=GAM000007&session=gs_abc123&lang=en');
  });

  it('is the provider’s play page, with game_id, session and lang passed on', () => {
    const configured = 'https://games.example.com/play?brand=nt';
    const here = 'https://app.example/game/play';
    const url = gameFrameUrl({ gameId: 'GAM000008', session: 'gs_0f0f0f', lang: 'th' }, here, gameBaseUrl(configured), gameOrigin(here, configured));
    expect(url?.origin).toBe('https://games.example.com');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({ brand: 'nt', game_id: 'GAM000008', session: 'gs_0f0f0f', lang: 'th' });
  });

  it('opens only pages of the configured origin (or the app’s own for the mock game)', () => {
    const here = 'https://app.example/game/play?game_id=GAM000007&session=gs_1';
    const provider = 'https://games.example.com';
    const game = { gameId: 'GAM000007', session: 'gs_1', lang: 'th' } as const;
    // A base that leads elsewhere: protocol-relative, javascript:, data:, another host, credentials.
    for (const base of ['//evil.example/play', 'javascript:alert(1)', 'data:text/html,x', 'https://evil.example/play', 'https://games.example.com@evil.example/', 'http://games.example.com/play']) {
      expect(gameFrameUrl(game, here, base, provider), base).toBeNull();
    }
    // Without a provider only the app's own origin passes.
    expect(gameFrameUrl(game, here, '//evil.example/__game/play', gameOrigin(here, ''))).toBeNull();
    expect(gameFrameUrl(game, here, MOCK_GAME_PATH, gameOrigin(here, ''))?.origin).toBe('https://app.example');
    // Crafted values stay values of the query: the address still leads to the provider's page.
    const crafted = { gameId: '@evil.example/x#', session: '//evil.example/?a=1&game_id=x', lang: 'en' } as const;
    const url = gameFrameUrl(crafted, here, `${provider}/play`, provider);
    expect(url?.origin).toBe(provider);
    expect(url?.pathname).toBe('/play');
    expect(url?.searchParams.get('game_id')).toBe(crafted.gameId);
    expect(url?.searchParams.get('session')).toBe(crafted.session);
    expect(url?.searchParams.getAll('game_id')).toHaveLength(1);
  });

  it('believes "game:finished" only from the frame’s origin', () => {
    expect(isGameFinished({ origin: 'https://games.example.com', data: { type: 'game:finished' } }, 'https://games.example.com')).toBe(true);
    expect(isGameFinished({ origin: 'https://evil.example', data: { type: 'game:finished' } }, 'https://games.example.com')).toBe(false);
    expect(isGameFinished({ origin: 'https://games.example.com', data: 'game:finished' }, 'https://games.example.com')).toBe(false);
    expect(isGameFinished({ origin: 'https://games.example.com', data: null }, 'https://games.example.com')).toBe(false);
  });
});
