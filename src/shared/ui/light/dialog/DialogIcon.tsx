import type { DialogType } from './dialog-types';
import classes from './DialogIcon.module.css';

/** Inline icons per dialog type (no icon font, no extra request). */
const PATHS: Record<Exclude<DialogType, 'privilege'>, string> = {
  question: 'M12 17h.01M9.1 9a3 3 0 1 1 4.2 2.7c-.8.4-1.3 1.1-1.3 2V14',
  success: 'M7 12.5l3.2 3.2L17 9',
  error: 'M12 7.5v6M12 16.5h.01',
  limit: 'M12 7v5l3 2',
  compensate: 'M5 11h14v8H5zM4 8h16v3H4zM12 8v11M12 8c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
};

export function DialogIcon({ type }: { type: DialogType }) {
  const d = type === 'privilege' ? PATHS.success : PATHS[type];
  return (
    <span className={classes.icon} data-type={type} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {type === 'limit' ? <circle cx="12" cy="12" r="8" /> : null}
        <path d={d} />
      </svg>
    </span>
  );
}
