import { Suspense } from 'react';
import { Outlet } from 'react-router';
import classes from './Shell.module.css';

/** Content only. */
export function BlankLayout() {
  return (
    <main id="main" className={classes.blank}>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </main>
  );
}
