/**
 * "Share with friends": inside the LINE app LINE's share target picker when it can open, else the
 * browser's Web Share sheet, else the caller copies the link.
 * A cancelled share (picker closed, Web Share AbortError) is 'cancelled' and says nothing; a
 * failed one is 'failed'.
 */
import type { LiffShareMessage } from '@/shared/liff/liff-types';
import { canShareMessages, shareMessages } from '@/shared/liff/liff-share';

export type ShareOutcome = 'sent' | 'cancelled' | 'failed' | 'copy';

export interface ReferralShare {
  /** Built only when LINE's picker is used; null outside the LINE app. */
  messages: (() => LiffShareMessage[]) | null;
  title: string;
  text: string;
  url: string;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export async function shareReferral(share: ReferralShare): Promise<ShareOutcome> {
  if (share.messages && canShareMessages()) {
    try {
      const result = await shareMessages(share.messages());
      if (result !== 'unavailable') return result;
    } catch {
      return 'failed';
    }
  }
  const data = { title: share.title, text: share.text, url: share.url };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'sent';
    } catch (error) {
      return isAbort(error) ? 'cancelled' : 'failed';
    }
  }
  return 'copy';
}
