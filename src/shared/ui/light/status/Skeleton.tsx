import classes from './status.module.css';

/** The class of every loading placeholder (lines, blocks, a feature's own skeleton shapes). */
export const placeholderClass = classes.placeholder;

/** Grey placeholder lines while content loads. */
export function SkeletonLines({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <div className={classes.skeleton} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`${classes.placeholder} ${classes.line}`} style={{ width: `${90 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** Grey placeholder cards (list rows) while a list loads. */
export function SkeletonBlocks({ count = 3, height, label }: { count?: number; height: number; label: string }) {
  return (
    <div className={classes.blocks} role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`${classes.placeholder} ${classes.line} ${classes.block}`} style={{ height }} />
      ))}
    </div>
  );
}
