import type { ReactNode } from 'react';
import classes from './status.module.css';

export interface EmptyStateProps {
  /** The picture's strokes (paths of a 24×24 outline icon), drawn 48 px in the faint brand colour. */
  icon?: ReactNode;
  title?: string;
  text?: ReactNode;
  /** The next action (a link back, an "add" button). */
  children?: ReactNode;
  testId?: string;
}

/** Nothing to show: the one empty state (the same card as `ErrorState`), with an optional picture, title and action. */
export function EmptyState({ icon, title, text, children, testId }: EmptyStateProps) {
  return (
    <section className={classes.box} role="status" data-testid={testId}>
      {icon ? (
        <svg className={classes.icon} viewBox="0 0 24 24" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          {icon}
        </svg>
      ) : null}
      {title ? <h2 className={classes.title}>{title}</h2> : null}
      {text ? <p className={classes.text}>{text}</p> : null}
      {children}
    </section>
  );
}
