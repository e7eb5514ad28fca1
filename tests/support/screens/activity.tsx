import '../dom';
/** Renders the activity screens on a memory router inside the app's providers (mock backend: msw/node). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import ActivityArticleAllScreen from '@/features/activity/screens/ActivityArticleAllScreen';
import ActivityDetailScreen from '@/features/activity/screens/ActivityDetailScreen';
import ActivityGameAllScreen from '@/features/activity/screens/ActivityGameAllScreen';
import ActivityListScreen from '@/features/activity/screens/ActivityListScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '../render';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderActivity(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.activityList, element: <><ActivityListScreen /><Where /></> },
      { path: paths.activityDetail, element: <><ActivityDetailScreen /><Where /></> },
      { path: paths.activityGameAll, element: <><ActivityGameAllScreen /><Where /></> },
      { path: paths.activityArticleAll, element: <><ActivityArticleAllScreen /><Where /></> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>), router };
}

