import { Placeholder } from '@/shared/ui/light/status/Placeholder';
import type { ReactNode } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { paths } from '@/shared/routing/paths';
import classes from './detail.module.css';
import { ButtonLink } from '@/shared/ui/light/button/Button';
import { EmptyState } from '@/shared/ui/light/status/EmptyState';

/** True for an answer that means "no such record": 404, or 400 for an id that cannot exist. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400);
}

/** One label / value row of a `<dl className={classes.facts}>`. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** Skeleton cards while a record loads (Mantine Skeleton, in the tokens' greys). */
export function DetailSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div className={classes.stack} role="status" aria-label={label} aria-busy="true" data-testid="history-skeleton">
      {Array.from({ length: cards }, (_, i) => (
        <div key={i} className={classes.card}>
          <Placeholder height={20} width="60%" radius="sm" />
          <Placeholder height={14} radius="sm" />
          <Placeholder height={14} width="80%" radius="sm" />
        </div>
      ))}
    </div>
  );
}

/** Nothing to show (the shared empty state, with a record's picture), with a way back to the history. */
export function HistoryEmpty({ title, text, backLabel, testId }: { title: string; text: string; backLabel: string; testId: string }) {
  return (
    <EmptyState icon={<path d="M4 4h16v16H4zM8 9h8M8 13h8M8 17h5" />} title={title} text={text} testId={testId}>
      <ButtonLink to={paths.history} variant="outline" className={classes.back}>
        {backLabel}
      </ButtonLink>
    </EmptyState>
  );
}
