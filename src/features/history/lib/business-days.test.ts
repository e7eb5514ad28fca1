import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendarDay, DELIVERY_BUSINESS_DAYS, promisedDeliveryDate } from '@/features/history/lib/business-days';

describe('addBusinessDays (Monday to Friday, Bangkok calendar)', () => {
  it.each([
    ['Thursday → the next Thursday', '2026-11-12T14:10:00+07:00', 5, '2026-11-19'],
    ['Friday → the next Friday (the weekend skipped)', '2026-11-20T10:00:00+07:00', 5, '2026-11-27'],
    ['Saturday + 1 → Monday', '2026-11-21T09:00:00+07:00', 1, '2026-11-23'],
    ['Saturday + 5 → Friday', '2026-11-21T09:00:00+07:00', 5, '2026-11-27'],
    ['Sunday + 5 → Friday', '2026-11-22T23:59:00+07:00', 5, '2026-11-27'],
    ['Monday + 10 → two weeks on', '2026-11-23T08:00:00+07:00', 10, '2026-12-07'],
    ['0 days → the same day', '2026-11-21T09:00:00+07:00', 0, '2026-11-21'],
  ])('%s', (_title, from, days, expected) => {
    expect(addBusinessDays(from, days)).toBe(expected);
  });

  it('counts from the Bangkok date, not the UTC one (Thursday 18:30 UTC is Friday 01:30 in Bangkok)', () => {
    expect(addBusinessDays('2026-11-19T18:30:00Z', 1)).toBe('2026-11-23');
    expect(addBusinessDays(Date.parse('2026-11-19T18:30:00Z'), 1)).toBe('2026-11-23');
  });

  it('answers null for something that is not a date', () => {
    expect(addBusinessDays('soon', 5)).toBeNull();
  });

  it('the promise is five business days', () => {
    expect(DELIVERY_BUSINESS_DAYS).toBe(5);
  });
});

describe('promisedDeliveryDate', () => {
  const packed = { status: 'packed' as const, at: '2026-11-20T16:00:00+07:00' };

  it('is five business days after packing', () => {
    expect(promisedDeliveryDate({ timeline: [packed], estimated_delivery_date: '2026-11-27' })).toBe('2026-11-27');
  });

  it('takes the server date when it is later (holidays), never an earlier one', () => {
    expect(promisedDeliveryDate({ timeline: [packed], estimated_delivery_date: '2026-11-30' })).toBe('2026-11-30');
    expect(promisedDeliveryDate({ timeline: [packed], estimated_delivery_date: '2026-11-25' })).toBe('2026-11-27');
  });

  it('falls back to the server date without a timeline, and to nothing without either', () => {
    expect(promisedDeliveryDate({ timeline: [], estimated_delivery_date: '2026-11-27' })).toBe('2026-11-27');
    expect(promisedDeliveryDate({ timeline: [], estimated_delivery_date: '' })).toBeNull();
  });

  it('calendarDay keeps the calendar date in any time zone (local noon)', () => {
    const day = calendarDay('2026-11-27');
    expect([day.getFullYear(), day.getMonth() + 1, day.getDate(), day.getHours()]).toEqual([2026, 11, 27, 12]);
  });
});
