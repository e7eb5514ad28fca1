/** The platform rule for messages to share (docs/spec.md §5), enforced before LINE's share picker is asked. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiffSdk, setLiffState } from '@/shared/liff/liff-client';
import { assertShareMessages, SHARE_MESSAGES_RANGE_ERROR, shareMessages } from '@/shared/liff/liff-share';
import type { LiffApi, LiffShareMessage } from '@/shared/liff/liff-types';

const text = (n: number): LiffShareMessage[] => Array.from({ length: n }, (_, i) => ({ type: 'text', text: `m${i}` }));

function fakeSdk(answer: { status: 'success' } | void) {
  const shareTargetPicker = vi.fn(() => Promise.resolve(answer));
  const sdk = { isApiAvailable: () => true, shareTargetPicker } as unknown as LiffApi;
  setLiffSdk(sdk);
  setLiffState({ mode: 'client', loggedIn: true });
  return shareTargetPicker;
}

afterEach(() => {
  setLiffSdk(null);
  setLiffState({ mode: 'browser', loggedIn: false, profile: null });
});

describe('assertShareMessages', () => {
  it.each([1, 2, 5])('accepts %i message objects with a type', (n) => {
    expect(() => assertShareMessages(text(n))).not.toThrow();
  });

  it.each([
    ['no messages', []],
    ['six messages', text(6)],
    ['not an array', { type: 'text', text: 'x' }],
    ['a message without a type', [{ text: 'x' }]],
    ['a type that is not a string', [{ type: 1 }]],
    ['a string instead of an object', ['hello']],
    ['null in the list', [null]],
    ['undefined', undefined],
  ])('refuses %s with LINE’s message', (_, messages) => {
    expect(() => assertShareMessages(messages)).toThrow(new Error(SHARE_MESSAGES_RANGE_ERROR));
  });

  it('says exactly what LINE says', () => {
    expect(SHARE_MESSAGES_RANGE_ERROR).toBe('Number of messages should be in range 1 to 5.');
  });
});

describe('shareMessages', () => {
  it('checks the rule before the SDK is called', async () => {
    const picker = fakeSdk({ status: 'success' });
    await expect(shareMessages(text(6))).rejects.toThrow(SHARE_MESSAGES_RANGE_ERROR);
    await expect(shareMessages([])).rejects.toThrow(SHARE_MESSAGES_RANGE_ERROR);
    expect(picker).not.toHaveBeenCalled();
  });

  it('refuses bad messages even without LIFF (a bug, not a fallback)', async () => {
    await expect(shareMessages(text(0))).rejects.toThrow(SHARE_MESSAGES_RANGE_ERROR);
  });

  it('sends 1 to 5 messages through the picker: sent, or cancelled when it resolves empty', async () => {
    const picker = fakeSdk({ status: 'success' });
    await expect(shareMessages(text(5))).resolves.toBe('sent');
    expect(picker).toHaveBeenCalledWith(text(5), { isMultiple: true });
    fakeSdk(undefined);
    await expect(shareMessages(text(1))).resolves.toBe('cancelled');
  });

  it('is unavailable without LIFF', async () => {
    await expect(shareMessages(text(1))).resolves.toBe('unavailable');
  });
});
