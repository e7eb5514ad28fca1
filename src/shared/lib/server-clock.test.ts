// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_OFFSET_KEY, clockOffset, learnServerTime, resetServerClock, serverNow } from '@/shared/lib/server-clock';

afterEach(() => {
  vi.useRealTimers();
  resetServerClock();
});

describe('server clock', () => {
  it('is the device clock until an answer says otherwise', () => {
    expect(clockOffset()).toBe(0);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(5);
  });

  it('learns a device clock 10 minutes fast from the Date header and keeps it for a reload', () => {
    const device = Date.parse('2026-11-26T10:10:00.000Z');
    const server = new Date(device - 10 * 60_000).toUTCString();
    expect(learnServerTime(server, device - 100, device + 100)).toBe(true);
    expect(clockOffset()).toBeGreaterThan(-10 * 60_000 - 1_000);
    expect(clockOffset()).toBeLessThan(-10 * 60_000 + 1_000);
    expect(sessionStorage.getItem(CLOCK_OFFSET_KEY)).toBe(String(clockOffset()));
  });

  it('learns a clock 3 hours slow', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T07:00:00.000Z'), toFake: ['Date'] });
    learnServerTime('Thu, 26 Nov 2026 10:00:00 GMT', Date.now(), Date.now());
    expect(Math.round((serverNow() - Date.now()) / 60_000)).toBe(180);
  });

  it('ignores noise of the header\'s whole seconds and odd headers', () => {
    const now = Date.now();
    expect(learnServerTime(new Date(now).toUTCString(), now, now + 300)).toBe(false);
    expect(learnServerTime('not a date', now, now)).toBe(false);
    expect(learnServerTime(null, now, now)).toBe(false);
    expect(clockOffset()).toBe(0);
  });

  it('trusts an answer only as far as its round trip allows: one that took two hours (the phone slept) corrects nothing', () => {
    // The server answered at once; the phone saw the answer two hours later. The header's whole
    // second puts the estimate up to half a second either side of the hour.
    for (const sent of [Date.parse('2026-11-26T10:00:00.000Z'), Date.parse('2026-11-26T10:00:00.999Z')]) {
      expect(learnServerTime(new Date(sent).toUTCString(), sent, sent + 2 * 60 * 60_000)).toBe(false);
    }
    expect(clockOffset()).toBe(0);
  });

  it('a slow answer (40 s) still corrects a clock that is 10 minutes fast, to within half its round trip', () => {
    const sent = Date.parse('2026-11-26T10:10:00.000Z');
    const server = new Date(sent - 10 * 60_000 + 5_000).toUTCString();
    expect(learnServerTime(server, sent, sent + 40_000)).toBe(true);
    expect(Math.abs(clockOffset() + 10 * 60_000)).toBeLessThanOrEqual(20_000);
  });

  it('starts from the kept offset', () => {
    sessionStorage.setItem(CLOCK_OFFSET_KEY, '-600000');
    resetServerClock();
    sessionStorage.setItem(CLOCK_OFFSET_KEY, '-600000');
    expect(clockOffset()).toBe(-600_000);
  });
});
