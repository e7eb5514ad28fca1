import classes from './Splash.module.css';

/** Start-up splash, shown until LINE and the router are ready. Its stylesheet comes with the start-up chunk that renders it. */
export function Splash() {
  return (
    <div role="status" aria-busy="true" className={classes.splash}>
      <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true">
        <path fill="currentColor" d="M12 2l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 16.8 6.1 20l1.3-6.5L2.5 8.9l6.6-.8z" />
      </svg>
    </div>
  );
}
