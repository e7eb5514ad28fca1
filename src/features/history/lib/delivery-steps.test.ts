import { describe, expect, it } from 'vitest';
import { deliverySteps } from '@/features/history/lib/delivery-steps';

describe('deliverySteps', () => {
  it('packed → shipped → received, with the time of each reached step', () => {
    const { steps, current } = deliverySteps({
      status: 'shipped',
      timeline: [
        { status: 'packed', at: '2026-11-20T16:00:00+07:00' },
        { status: 'shipped', at: '2026-11-21T16:00:00+07:00' },
      ],
    });
    expect(current).toBe(1);
    expect(steps).toEqual([
      { status: 'packed', at: '2026-11-20T16:00:00+07:00' },
      { status: 'shipped', at: '2026-11-21T16:00:00+07:00' },
      { status: 'received', at: null },
    ]);
  });

  it('the current status marks earlier steps reached even when the timeline misses one', () => {
    const { steps, current } = deliverySteps({ status: 'received', timeline: [{ status: 'packed', at: '2026-11-20T16:00:00+07:00' }] });
    expect(current).toBe(2);
    expect(steps.map((s) => s.status)).toEqual(['packed', 'shipped', 'received']);
    expect(steps[1]?.at).toBeNull();
  });
});
