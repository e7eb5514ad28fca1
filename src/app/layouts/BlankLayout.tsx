import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { useRouteMeta, useScreenId } from './use-route-meta';
import classes from './Shell.module.css';

/** Content only. */
export function BlankLayout() {
  const meta = useRouteMeta();
  const screenId = useScreenId();
  return (
    <main id="main" className={classes.blank}>
      <Suspense fallback={null}>
        <MantineHost screen={screenId} light={meta?.kit === 'light'}>
          <Outlet />
        </MantineHost>
      </Suspense>
    </main>
  );
}
