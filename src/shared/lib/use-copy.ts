import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

export type CopyState = 'ok' | 'failed' | null;

/** Copy with a short-lived result ('ok' / 'failed', back to null after 2.5 s) for a status line. */
export function useCopy(): { copied: CopyState; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState<CopyState>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    setCopied(ok ? 'ok' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), 2500);
  }, []);
  return { copied, copy };
}
