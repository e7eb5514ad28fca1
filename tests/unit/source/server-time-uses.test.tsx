// @vitest-environment jsdom
/**
 * What the app compares with "now" uses the server's clock once it has been learnt: the countdowns
 * (e-code validity against the server's `expires_at`, OTP timers from when the code was received),
 * the points that expire "this year" and a privilege's last valid day.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrivilegeDetail } from '@/generated/model';
import { saveChallenge } from '@/features/auth/api/otp-transaction';
import { receiveChallenge } from '@/features/account/service/add-service';
import { cannotRedeemReason } from '@/features/privilege/lib/eligibility';
import { learnServerTime, resetServerClock } from '@/shared/lib/server-clock';
import { useCountdown } from '@/shared/lib/use-countdown';
import { expiringByYear } from '@/shared/session/expiring-points';

const HOUR = 3_600_000;
const CHALLENGE = { transaction_id: 'OTP-7f3c9a2e5b1d', ref_code: 'KTBQ', masked_mobile: '08x-xxx-5678', expires_in: 300, resend_after: 60 };

/** The device clock is `deviceAhead` ms ahead of the server (negative: behind), and the app has learnt it. */
function skew(server: number, deviceAhead: number): void {
  vi.useFakeTimers({ now: server + deviceAhead, toFake: ['Date', 'setInterval', 'clearInterval'] });
  learnServerTime(new Date(server).toUTCString(), Date.now(), Date.now());
}

beforeEach(() => resetServerClock());
afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('the corrected clock in use', () => {
  it('an e-code valid for 60 more minutes by the server shows about 60 minutes on a phone 3 hours fast', () => {
    const server = Date.parse('2026-11-26T10:00:00.000Z');
    skew(server, 3 * HOUR);
    const expiresAt = '2026-11-26T18:00:00+07:00'; // 11:00Z: one hour after the server's now
    const { result } = renderHook(() => useCountdown(expiresAt));
    expect(Math.round(result.current / 60_000)).toBe(60);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(Math.round(result.current / 1_000)).toBe(3_595);
  });

  it('OTP timers start from the server\'s time of receipt, so the resend wait is the server\'s 60 s', () => {
    skew(Date.parse('2026-11-26T10:00:00.000Z'), 10 * 60_000);
    for (const challenge of [saveChallenge(CHALLENGE), receiveChallenge(CHALLENGE, false)]) {
      const { result } = renderHook(() => useCountdown(challenge.received_at + challenge.resend_after * 1000));
      expect(Math.round(result.current / 1000)).toBe(60);
    }
  });

  it('"this year" and a privilege\'s last day are the server\'s', () => {
    // The server is already in 2027; the phone is a day behind, still in 2026.
    skew(Date.parse('2027-01-01T12:00:00.000Z'), -24 * HOUR);
    const balance = { expiring: [{ year: 2026, point: 100, expire_date: '2026-12-31' }, { year: 2027, point: 700, expire_date: '2027-12-31' }] };
    expect(expiringByYear(balance).map((entry) => entry.year)).toEqual([2027]);
    const detail = { valid_until: '2026-12-31', can_redeem: true, remaining_stock: 5, redeemed_by_me: 0, points_cost: 10, thai_id_only: false } as PrivilegeDetail;
    expect(cannotRedeemReason({ kind: 'member', detail, idType: 'national_id', points: 100 })).toBe('EXPIRED');
  });
});
