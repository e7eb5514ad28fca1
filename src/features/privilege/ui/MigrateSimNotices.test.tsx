// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, issueToken, signedHeaders } from '@mocks/identities';
import { resetMock, server } from '@mocks/node';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderPrivilege } from '@test-support/screens/privilege';

let toggles: Array<{ path: string; body: unknown }> = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('Toggle')) toggles.push({ path, body: await request.clone().json() });
  });
});
beforeEach(() => {
  resetApp();
  toggles = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

async function set(path: string, body: unknown) {
  const headers = { ...(await signedHeaders(issueToken(DEMO.member.customerId))), 'Content-Type': 'application/json' };
  const res = await fetch(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  toggles = [];
}

async function press(action: string) {
  const box = await screen.findByTestId('app-dialog');
  fireEvent.click(box.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!);
  await waitFor(() => expect(box).not.toBeInTheDocument());
}

describe('SIM migration notices on the privilege list', () => {
  it('shows the notice after the list paints; "don’t show again" turns it off on the server', async () => {
    await setLang('en');
    await signInAs('member');
    await set('/api/Customer/ToggleMigrateSimPopUp', { show_popup: true });
    renderPrivilege('/privilege/privilege-list');
    await screen.findAllByTestId('privilege-card');
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('Moving to a new SIM?');
    await press('other');
    await waitFor(() => expect(toggles).toEqual([{ path: '/api/Customer/ToggleMigrateSimPopUp', body: { show_popup: false } }]));
  });

  it('shows the issue with a privilege until it is acknowledged (Thai)', async () => {
    await setLang('th');
    await signInAs('member');
    await set('/api/Customer/ToggleIssueMigrateSim', { has_issue: true });
    renderPrivilege('/privilege/privilege-list');
    expect(await screen.findByTestId('app-dialog')).toHaveTextContent('พบปัญหาเกี่ยวกับสิทธิ์ของคุณ');
    await press('submit');
    await waitFor(() => expect(toggles).toEqual([{ path: '/api/Customer/ToggleIssueMigrateSim', body: { has_issue: false } }]));
  });

  it('shows nothing when there is nothing to say', async () => {
    await setLang('en');
    await signInAs('member');
    renderPrivilege('/privilege/privilege-list');
    await screen.findAllByTestId('privilege-card');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('app-dialog')).toBeNull();
  });
});
