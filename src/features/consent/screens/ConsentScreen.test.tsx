// @vitest-environment jsdom
/**
 * Consent to new terms / PDPA versions, through the whole app (route table, guard, layouts)
 * against the stateful mock: the mock publishes a new version (as POST /__mock/consent does).
 */
import { preloadScreens, renderApp, resetApp, setLang } from '@test-support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockControl, publishConsentVersions, resetMock, server } from '@mocks/node';
import { DEMO, issueToken } from '@mocks/identities';
import { paths } from '@/shared/routing/paths';
import { ensureCustomerInfo } from '@/shared/session/customer-info';
import { readToken, writeToken } from '@/shared/session/token';

type AcceptBody = { current_consent_version: string; current_pdpa_version: string; marketing: boolean };
let accepts: AcceptBody[] = [];

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Consent/Accept') void request.clone().json().then((body: AcceptBody) => accepts.push(body));
  });
  // Mantine and the screens loaded once up front, so the waits below measure the flow.
  await import('@/shared/ui/light/dialog/DialogView');
  await preloadScreens([paths.consent, paths.history, paths.accountMenu]);
}, 60_000);
beforeEach(() => {
  resetApp();
  accepts = [];
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());


const signIn = () => writeToken(issueToken(DEMO.member.customerId));
const consentScreen = () => screen.findByTestId('consent-screen');
const submitButton = () => screen.getByTestId('consent-submit');

describe('consent to new terms and PDPA versions', () => {
  it('a new terms version: the consent screen comes first; accept continues to the target and never asks again (Thai)', async () => {
    await setLang('th');
    await publishConsentVersions({ bump: 'consent' });
    signIn();
    const { router, where } = renderApp(`${paths.history}?tab=transfers`);
    await consentScreen();
    expect(where()).toBe('/consent?redirect=%2Fhistory%3Ftab%3Dtransfers');
    expect(screen.getByRole('heading', { level: 2, name: 'เราได้ปรับปรุงข้อกำหนดของเรา' })).toBeInTheDocument();
    const terms = screen.getByTestId('consent-terms');
    expect(terms).toHaveAttribute('data-version', '3.2');
    expect(within(terms).getByRole('region')).toHaveTextContent('ฉบับปรับปรุง 3.2');
    expect(within(terms).getByText('ปรับปรุงใหม่')).toBeInTheDocument();
    expect(within(screen.getByTestId('consent-privacy')).queryByText('ปรับปรุงใหม่')).toBeNull();
    // Nothing is accepted for the member: both boxes start unticked, Accept waits for the tick.
    expect(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /ยินยอมให้ใช้ข้อมูลส่วนบุคคล/ })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(where()).toBe('/history?tab=transfers'));
    expect(accepts).toEqual([{ current_consent_version: '3.2', current_pdpa_version: '2.0', marketing: false }]);
    expect((await ensureCustomerInfo()).customer_info.accepted_consent_version).toBe('3.2');

    await act(() => router.navigate(paths.accountMenu));
    await waitFor(() => expect(where()).toBe(paths.accountMenu));
    expect(screen.queryByTestId('consent-screen')).toBeNull();
    expect(accepts).toHaveLength(1);
  });

  it('a new PDPA version, marketing ticked, in English', async () => {
    await setLang('en');
    await publishConsentVersions({ bump: 'pdpa' });
    signIn();
    const { where } = renderApp(paths.accountMenu);
    await consentScreen();
    const privacy = screen.getByTestId('consent-privacy');
    expect(within(privacy).getByRole('region')).toHaveTextContent('Revised version 2.1');
    expect(within(privacy).getByText('Updated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the use of my personal data/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(where()).toBe(paths.accountMenu));
    expect(accepts).toEqual([{ current_consent_version: '3.1', current_pdpa_version: '2.1', marketing: true }]);
  });

  it('decline asks first; confirmed, it logs out and returns to the root route', async () => {
    await setLang('th');
    await publishConsentVersions({ bump: 'both' });
    signIn();
    const { where } = renderApp(paths.history);
    await consentScreen();
    await userEvent.click(screen.getByRole('button', { name: 'ไม่ยอมรับ' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('ไม่ยอมรับข้อกำหนดใช่ไหม');
    await userEvent.click(within(dialog).getByRole('button', { name: 'กลับไปอ่าน' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readToken()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'ไม่ยอมรับ' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(readToken()).toBeNull());
    // Root → start route → sign-in (no session any more).
    await waitFor(() => expect(where()).toBe(paths.login));
    expect(accepts).toHaveLength(0);
  });

  it('a newer version published while the screen is open: accept reloads, shows the new text and asks again', async () => {
    await setLang('th');
    await publishConsentVersions({ bump: 'consent' });
    signIn();
    const { where } = renderApp(paths.history);
    await consentScreen();
    expect(screen.getByTestId('consent-terms')).toHaveTextContent('ฉบับปรับปรุง 3.2');
    await publishConsentVersions({ bump: 'consent' });

    await userEvent.click(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ }));
    await userEvent.click(submitButton());
    expect(await screen.findByTestId('consent-updated')).toHaveTextContent('ข้อกำหนดเพิ่งมีการปรับปรุงอีกครั้ง');
    await waitFor(() => expect(screen.getByTestId('consent-terms')).toHaveTextContent('ฉบับปรับปรุง 3.3'));
    expect(screen.getByTestId('consent-terms')).not.toHaveTextContent('ฉบับปรับปรุง 3.2');
    expect(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(where()).toBe('/consent?redirect=%2Fhistory');

    await userEvent.click(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(where()).toBe(paths.history));
    expect(accepts.map((a) => a.current_consent_version)).toEqual(['3.2', '3.3']);
  });

  it('a double tap sends one request', async () => {
    await setLang('th');
    await publishConsentVersions({ bump: 'consent' });
    signIn();
    const { where } = renderApp(paths.history);
    await consentScreen();
    await userEvent.click(screen.getByRole('checkbox', { name: /ฉันได้อ่านและยอมรับ/ }));
    mockControl.setLatency(300);
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(where()).toBe(paths.history));
    expect(accepts).toHaveLength(1);
  });

  it('a server error is said in words, the choices stay, and accepting again works', async () => {
    await setLang('en');
    await publishConsentVersions({ bump: 'consent' });
    signIn();
    const { where } = renderApp(paths.history);
    await consentScreen();
    mockControl.setFault('POST /api/Consent/Accept', 'server-error', { once: true });
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the use of my personal data/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/\w+/);
    expect(screen.getByRole('checkbox', { name: /I agree to the use of my personal data/ })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    await userEvent.click(submitButton());
    await waitFor(() => expect(where()).toBe(paths.history));
    expect(accepts.at(-1)).toMatchObject({ marketing: true });
  });

  it('the consent route with nothing to accept goes straight on to the target', async () => {
    await setLang('th');
    signIn();
    const { where } = renderApp('/consent?redirect=%2Fother%2Fprofile-menu');
    await waitFor(() => expect(where()).toBe(paths.accountMenu));
    expect(accepts).toHaveLength(0);
  });
});
