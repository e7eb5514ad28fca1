import classes from './status.module.css';

/** Grey placeholder lines while content loads. */
export function SkeletonLines({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <div className={classes.skeleton} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={classes.line} style={{ width: `${90 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}
