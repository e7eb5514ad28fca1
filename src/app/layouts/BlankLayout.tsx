import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import classes from './Shell.module.css';

/** Content only. */
export function BlankLayout() {
  const meta = useRouteMeta();
  return (
    <main id="main" className={classes.blank}>
      <Suspense fallback={null}>
        <MantineHost screen={meta}>
          <Outlet />
        </MantineHost>
      </Suspense>
    </main>
  );
}
