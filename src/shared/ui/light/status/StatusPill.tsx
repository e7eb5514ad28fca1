import type { ReactNode } from 'react';
import classes from './status.module.css';

export type Tone = 'success' | 'pending' | 'danger' | 'info' | 'neutral';

/** A status pill in one of the tokens' tones (light kit): `sm` in list rows, `md` on a record's detail. */
export function StatusPill({ tone, size = 'md', children, testId }: { tone: Tone; size?: 'sm' | 'md'; children: ReactNode; testId?: string }) {
  return (
    <span className={classes.pill} data-tone={tone} data-size={size} data-testid={testId}>
      {children}
    </span>
  );
}
