// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteMeta } from '@/shared/routing/use-route-meta';
import { ROUTES } from '@/app/router/route-table';
import type { ScreenRoute } from '@/app/router/route-types';
import en from '@lang/en.json';
import th from '@lang/th.json';
import { MantineHost } from '@/shared/ui/light/mantine-host/MantineHost';
import { TEST_SCREEN } from '@test-support';

const detail = ROUTES.find((r): r is ScreenRoute => r.kind === 'screen' && r.path === '/privilege/privilege-detail')!;
const addService = ROUTES.find((r): r is ScreenRoute => r.kind === 'screen' && r.path === '/other/add-service')!;

function Title() {
  const meta = useRouteMeta();
  return <h1 data-back={String(meta?.back)}>{meta?.titleKey}</h1>;
}

function renderAt(url: string, route: ScreenRoute = detail) {
  const router = createMemoryRouter([{ path: route.path, handle: route, Component: Title }], { initialEntries: [url] });
  render(<MantineHost screen={TEST_SCREEN}><RouterProvider router={router} /></MantineHost>);
}

describe('route steps', () => {
  it('the redeem step of a privilege names itself in the header and goes back to the detail', () => {
    renderAt('/privilege/privilege-detail?privilege_id=PRV000203&step=redeem');
    const heading = screen.getByRole('heading');
    expect(heading).toHaveTextContent('route.privilegeRedeem.title');
    expect(heading).toHaveAttribute('data-back', 'null');
    const key = 'route.privilegeRedeem.title' as keyof typeof th;
    expect(th[key]).not.toBe(th['route.privilegeDetail.title']);
    expect(en[key as keyof typeof en]).not.toBe(en['route.privilegeDetail.title']);
  });

  it('the detail itself keeps its own title and back target', () => {
    renderAt('/privilege/privilege-detail?privilege_id=PRV000203');
    expect(screen.getByRole('heading')).toHaveTextContent('route.privilegeDetail.title');
    expect(screen.getByRole('heading')).toHaveAttribute('data-back', '/privilege/privilege-list');
  });

  it('the code step of add-service goes back to the choice of number, the screen itself to my services', () => {
    renderAt('/other/add-service?step=otp', addService);
    expect(screen.getByRole('heading')).toHaveTextContent('route.addService.title');
    expect(screen.getByRole('heading')).toHaveAttribute('data-back', 'null');
  });

  it('the choice of number goes back to my services', () => {
    renderAt('/other/add-service', addService);
    expect(screen.getByRole('heading')).toHaveAttribute('data-back', '/other/my-service');
  });
});
