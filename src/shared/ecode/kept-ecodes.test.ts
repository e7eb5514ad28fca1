// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ecode } from '@/generated/model';
import { KEPT_ECODES_KEY, forgetKeptEcodes, keepEcodes, keepEcodesAfterPaint, keptEcode, keptEcodes } from '@/shared/ecode/kept-ecodes';
import { learnServerTime, resetServerClock } from '@/shared/lib/server-clock';
import { clearToken, writeToken } from '@/shared/session/token';

const MINUTE = 60_000;

/** An unsigned token of member `sub` (the store only reads its claims). */
function tokenOf(sub: string): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ payload: { sub }, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`;
}

function ecode(code: string, minutesLeft: number, status: Ecode['status'] = 'active'): Ecode {
  const now = Date.now();
  return { code, status, redeemed_at: new Date(now - MINUTE).toISOString(), expires_at: new Date(now + minutesLeft * MINUTE).toISOString() };
}

const NAME = { th: 'ส่วนลด 50 บาท ที่ร้านกาแฟ', en: 'THB 50 off at the coffee shop' };

beforeEach(() => {
  sessionStorage.clear();
  resetServerClock();
  writeToken(tokenOf('CUS0000001'));
});
afterEach(() => {
  clearToken();
  resetServerClock();
});

describe('kept e-codes', () => {
  it('keeps what a screen shows once it has painted, not in the render that shows it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    try {
      keepEcodesAfterPaint([{ redemption_id: 'RDM0000000001', privilege_name: NAME, ecode: ecode('SHOWN-1', 30) }]);
      expect(sessionStorage.getItem(KEPT_ECODES_KEY)).toBeNull();
      // The next frame, then the task after it.
      vi.advanceTimersToNextFrame();
      expect(sessionStorage.getItem(KEPT_ECODES_KEY)).toBeNull();
      await vi.runOnlyPendingTimersAsync();
      expect(keptEcodes().map((entry) => entry.ecode.code)).toEqual(['SHOWN-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what the wallet needs (name, picture, code, expiry), soonest to expire first', () => {
    keepEcodes([
      { redemption_id: 'RDM0000000002', privilege_name: NAME, image_url: 'https://cdn.example/p.png', ecode: ecode('LATER-1', 50) },
      { redemption_id: 'RDM0000000001', privilege_name: NAME, ecode: ecode('SOON-1', 10) },
    ]);
    expect(keptEcodes().map((entry) => entry.ecode.code)).toEqual(['SOON-1', 'LATER-1']);
    expect(keptEcode('RDM0000000002')).toMatchObject({ privilege_name: NAME, image_url: 'https://cdn.example/p.png', ecode: { code: 'LATER-1' } });
  });

  it('a refresh without the name keeps the name from before; used, expired or past codes are dropped', () => {
    keepEcodes([{ redemption_id: 'RDM0000000001', privilege_name: NAME, ecode: ecode('CODE-1', 30) }]);
    keepEcodes([{ redemption_id: 'RDM0000000001', ecode: ecode('CODE-1', 29) }]);
    expect(keptEcode('RDM0000000001')?.privilege_name).toEqual(NAME);
    keepEcodes([{ redemption_id: 'RDM0000000001', ecode: ecode('CODE-1', 29, 'used') }]);
    expect(keptEcode('RDM0000000001')).toBeNull();
    keepEcodes([{ redemption_id: 'RDM0000000003', ecode: ecode('OLD-1', -1) }]);
    expect(keptEcodes()).toEqual([]);
  });

  it('the wallet’s whole list replaces the kept ones (a code used elsewhere disappears)', () => {
    keepEcodes([
      { redemption_id: 'RDM0000000001', ecode: ecode('CODE-1', 30) },
      { redemption_id: 'RDM0000000002', ecode: ecode('CODE-2', 30) },
    ]);
    keepEcodes([{ redemption_id: 'RDM0000000002', privilege_name: NAME, image_url: '', ecode: ecode('CODE-2', 30) }], { complete: true });
    expect(keptEcodes().map((entry) => entry.redemption_id)).toEqual(['RDM0000000002']);
  });

  it('judges expiry by the server’s clock: a device three hours slow does not keep a code the server has expired', () => {
    keepEcodes([{ redemption_id: 'RDM0000000001', ecode: ecode('CODE-1', 30) }]);
    expect(keptEcode('RDM0000000001')).not.toBeNull();
    const now = Date.now();
    learnServerTime(new Date(now + 3 * 60 * MINUTE).toUTCString(), now, now);
    expect(keptEcode('RDM0000000001')).toBeNull();
  });

  it('and a device three hours fast still has a code the server says has 30 minutes left', () => {
    const now = Date.now();
    learnServerTime(new Date(now - 3 * 60 * MINUTE).toUTCString(), now, now);
    // The server's expiry: 30 minutes after the server's now, i.e. hours before the device's clock.
    const serverExpiry = new Date(now - 3 * 60 * MINUTE + 30 * MINUTE).toISOString();
    keepEcodes([{ redemption_id: 'RDM0000000001', ecode: { ...ecode('CODE-1', 0), expires_at: serverExpiry } }]);
    expect(keptEcode('RDM0000000001')?.ecode.code).toBe('CODE-1');
  });

  it('belongs to one member: another sign-in in the tab does not see them; forgetting clears them', () => {
    keepEcodes([{ redemption_id: 'RDM0000000001', ecode: ecode('CODE-1', 30) }]);
    writeToken(tokenOf('CUS0000002'));
    expect(keptEcodes()).toEqual([]);
    writeToken(tokenOf('CUS0000001'));
    expect(keptEcodes()).toHaveLength(1);
    forgetKeptEcodes();
    expect(sessionStorage.getItem(KEPT_ECODES_KEY)).toBeNull();
  });

  it('ignores stored entries without the shape the screens need', () => {
    sessionStorage.setItem(KEPT_ECODES_KEY, JSON.stringify({ member: 'CUS0000001', codes: [{ redemption_id: 'RDM0000000001', ecode: { code: 7 } }, 'x', null] }));
    expect(keptEcodes()).toEqual([]);
    sessionStorage.setItem(KEPT_ECODES_KEY, '{not json');
    expect(keptEcodes()).toEqual([]);
  });
});
