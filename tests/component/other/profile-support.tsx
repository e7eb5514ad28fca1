import { TEST_SCREEN } from '@test-support';
/** Renders the profile screens (with the shell's profile block above them) on a memory router inside the app's providers. */
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers/AppProviders';
import { ProfileBlock } from '@/app/layouts/profile/ProfileBlock';
import ChangeMobileNumberScreen from '@/features/account/screens/ChangeMobileNumberScreen';
import ProfileEditEserviceScreen from '@/features/account/screens/ProfileEditEserviceScreen';
import ProfileEditScreen from '@/features/account/screens/ProfileEditScreen';
import { paths } from '@/shared/routing/paths';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ProfileBlock />
      {children}
      <Where />
    </>
  );
}

export function renderProfile(url: string) {
  const router = createMemoryRouter(
    [
      { path: paths.profileEdit, element: <Page><ProfileEditScreen /></Page> },
      { path: paths.profileEditEservice, element: <Page><ProfileEditEserviceScreen /></Page> },
      { path: paths.changeMobileNumber, element: <Page><ChangeMobileNumberScreen /></Page> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<AppProviders><MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost></AppProviders>), router };
}

/** Presses a button of the open app dialog by its action. */
export async function answerDialog(action: 'submit' | 'cancel') {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!);
}

export { resetApp, setLang, signInAs } from '@test-support';
