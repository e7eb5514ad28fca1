import { describe, expect, it } from 'vitest';
import { gameBaseUrl, gameFrameUrl, isGameFinished, MOCK_GAME_PATH } from '@/features/game/lib/game-frame';

describe('the game frame address', () => {
  it('is the mock game on the same origin when PUBLIC_GAME_BASE_URL is unset or not http(s)', () => {
    expect(gameBaseUrl(undefined)).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('  ')).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('javascript:alert(1)')).toBe(MOCK_GAME_PATH);
    expect(gameBaseUrl('not a url')).toBe(MOCK_GAME_PATH);
    const url = gameFrameUrl({ gameId: 'GAM000007', session: 'gs_abc123', lang: 'en' }, 'https://app.example/game/play?x=1', gameBaseUrl(''));
    expect(url.href).toBe('https://app.example/__game/play?game_id=GAM000007&session=gs_abc123&lang=en');
  });

  it('is the provider’s play page, with game_id, session and lang passed on', () => {
    const base = gameBaseUrl('https://games.example.com/play?brand=nt');
    const url = gameFrameUrl({ gameId: 'GAM000008', session: 'gs_0f0f0f', lang: 'th' }, 'https://app.example/game/play', base);
    expect(url.origin).toBe('https://games.example.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({ brand: 'nt', game_id: 'GAM000008', session: 'gs_0f0f0f', lang: 'th' });
  });

  it('believes "game:finished" only from the frame’s origin', () => {
    expect(isGameFinished({ origin: 'https://games.example.com', data: { type: 'game:finished' } }, 'https://games.example.com')).toBe(true);
    expect(isGameFinished({ origin: 'https://evil.example', data: { type: 'game:finished' } }, 'https://games.example.com')).toBe(false);
    expect(isGameFinished({ origin: 'https://games.example.com', data: 'game:finished' }, 'https://games.example.com')).toBe(false);
    expect(isGameFinished({ origin: 'https://games.example.com', data: null }, 'https://games.example.com')).toBe(false);
  });
});
