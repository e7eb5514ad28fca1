import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_WAIT_MS, waitBriefly } from '@/app/bootstrap/first-data-wait';

afterEach(() => vi.useRealTimers());

describe('a navigation waits briefly for the screen\'s first data', () => {
  it('goes on as soon as a quick answer is in', async () => {
    vi.useFakeTimers();
    let settled = false;
    void waitBriefly(new Promise((resolve) => setTimeout(resolve, 40)))?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(39);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it(`goes on after ${FIRST_DATA_WAIT_MS} ms when the answer is slow, and never fails with the read`, async () => {
    vi.useFakeTimers();
    let settled = false;
    void waitBriefly(new Promise(() => undefined))?.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(waitBriefly(Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(waitBriefly(undefined)).toBeUndefined();
  });
});
