/**
 * Friendship with the programme's LINE official account, asked of LINE only inside the LINE
 * client (outside it the screen explains how to add the account instead of calling LIFF).
 * Asked again when the member comes back to the app, e.g. after adding the account.
 */
import { useEffect, useState } from 'react';
import { useLiffState } from '@/shared/liff/liff-client';
import { getFriendship } from '@/shared/liff/line-official-account';

/** 'checking' while LINE answers; true / false; null when LINE cannot tell; 'outside' outside LINE. */
export type Friendship = 'checking' | boolean | null | 'outside';

export function useFriendship(): Friendship {
  const { mode } = useLiffState();
  const inLine = mode === 'client';
  const [answer, setAnswer] = useState<boolean | null | 'checking'>('checking');

  useEffect(() => {
    if (!inLine) return undefined;
    let live = true;
    const check = () => {
      void getFriendship().then((friend) => {
        if (live) setAnswer(friend);
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [inLine]);

  return inLine ? answer : 'outside';
}
