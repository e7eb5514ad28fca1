// @vitest-environment jsdom
/**
 * Notification preferences (/other/subscribe) against the stateful mock: the contract's deny-all
 * rules in the switches and in what is sent and stored, e-mail without an address on file, a
 * failed save rolled back with the member's choice kept, one request per tap, and the LINE
 * official account's friendship inside LINE (dev LIFF mock) and outside it.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { getGetCustomerInfoQueryKey } from '@/generated/customer/customer';
import type { CustomerInfoData, NotificationPreferences } from '@/generated/model';
import { getSubscribe } from '@/generated/preferences/preferences';
import { queryClient } from '@/shared/api/query-client';
import { paths } from '@/shared/routing/paths';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderSubscribe, withMockLine, withoutLine } from '@test-support/screens/account';

const sent: NotificationPreferences[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/Customer/Subscribe') {
      void request.clone().json().then((body: NotificationPreferences) => sent.push(body));
    }
  });
});
beforeEach(() => {
  resetApp();
  withoutLine();
  sent.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  resetMock();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const sw = (name: string | RegExp) => screen.getByRole('switch', { name });
const FAILURE = { code: 'GENERIC_ERROR', message: { th: 'ระบบขัดข้องชั่วคราว', en: 'Temporarily unavailable.' } };

async function open(lang: 'th' | 'en' = 'en') {
  await setLang(lang);
  renderSubscribe(paths.subscribe);
  await screen.findByTestId('subscribe');
}

async function saved() {
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveAttribute('data-status', 'saved'));
}

describe('deny all', () => {
  it('on: the four channels go off on screen, in the request and in what the server stores', async () => {
    await signInAs('member');
    await open();
    expect(sw('SMS')).toBeChecked();
    expect(sw('LINE Official Account')).toBeChecked();
    expect(sw('Don’t receive news on any channel')).not.toBeChecked();

    await userEvent.click(sw('Don’t receive news on any channel'));
    for (const name of ['SMS', 'E-mail', 'LINE Official Account', 'Service messages in LINE']) expect(sw(name)).not.toBeChecked();
    expect(sw('Don’t receive news on any channel')).toBeChecked();
    await saved();
    expect(sent).toEqual([{ sms: false, email: false, line_official: false, line_service: false, deny_all: true }]);
    await expect(getSubscribe()).resolves.toEqual({ sms: false, email: false, line_official: false, line_service: false, deny_all: true });
  });

  it('a channel on clears it; the last channel off sets it again', async () => {
    await signInAs('zeroPoints');
    await open();
    expect(sw('Don’t receive news on any channel')).toBeChecked();

    await userEvent.click(sw('Service messages in LINE'));
    expect(sw('Service messages in LINE')).toBeChecked();
    expect(sw('Don’t receive news on any channel')).not.toBeChecked();
    await saved();
    expect(sent.at(-1)).toEqual({ sms: false, email: false, line_official: false, line_service: true, deny_all: false });
    await expect(getSubscribe()).resolves.toMatchObject({ line_service: true, deny_all: false });

    await userEvent.click(sw('Service messages in LINE'));
    expect(sw('Don’t receive news on any channel')).toBeChecked();
    await saved();
    expect(sent.at(-1)).toEqual({ sms: false, email: false, line_official: false, line_service: false, deny_all: true });
    await expect(getSubscribe()).resolves.toMatchObject({ line_service: false, deny_all: true });
  });

  it('turning it off alone asks for a channel and sends nothing', async () => {
    await signInAs('zeroPoints');
    await open('th');
    await userEvent.click(sw('ไม่รับข่าวสารทุกช่องทาง'));
    expect(sw('ไม่รับข่าวสารทุกช่องทาง')).toBeChecked();
    expect(screen.getByTestId('pick-channel')).toHaveTextContent('เปิดช่องทางที่ต้องการด้านบนอย่างน้อย 1 ช่องทาง');
    expect(sent).toEqual([]);
  });
});

describe('saving', () => {
  it('a double tap sends one request', async () => {
    await signInAs('member');
    await open();
    fireEvent.click(sw('E-mail'));
    fireEvent.click(sw('E-mail'));
    await saved();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ email: true, sms: true, deny_all: false });
    expect(sw('E-mail')).toBeChecked();
  });

  it('a server error puts the stored setting back, says so with the choice, and retries it', async () => {
    await signInAs('member');
    await open();
    server.use(http.put('*/api/Customer/Subscribe', () => HttpResponse.json(FAILURE, { status: 500 }), { once: true }));
    await userEvent.click(sw('Service messages in LINE'));
    const alert = await screen.findByTestId('save-failed');
    expect(sw('Service messages in LINE')).not.toBeChecked();
    expect(alert).toHaveTextContent('Temporarily unavailable.');
    expect(alert).toHaveTextContent('“Service messages in LINE: on”');
    await expect(getSubscribe()).resolves.toMatchObject({ line_service: false });

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await saved();
    expect(sw('Service messages in LINE')).toBeChecked();
    expect(screen.queryByTestId('save-failed')).not.toBeInTheDocument();
    await expect(getSubscribe()).resolves.toMatchObject({ line_service: true, sms: true, deny_all: false });
  });

  it('a save that fails after the member left says so in a dialog', async () => {
    await signInAs('member');
    await setLang('en');
    const { router } = renderSubscribe(paths.subscribe);
    await screen.findByTestId('subscribe');
    server.use(
      http.put('*/api/Customer/Subscribe', async () => {
        await delay(150);
        return HttpResponse.json(FAILURE, { status: 500 });
      }),
    );
    await userEvent.click(sw('E-mail'));
    await act(() => router.navigate(paths.accountMenu));
    const box = await screen.findByTestId('app-dialog');
    expect(box).toHaveTextContent('Your change wasn’t saved');
    expect(box).toHaveTextContent('Temporarily unavailable.');
    await expect(getSubscribe()).resolves.toMatchObject({ email: false });
  });

  it('a failed read shows the error with a retry, then the switches', async () => {
    await signInAs('member');
    server.use(http.get('*/api/Customer/GetSubscribe', () => HttpResponse.json(FAILURE, { status: 500 })));
    await setLang('en');
    renderSubscribe(paths.subscribe);
    expect(screen.getByTestId('subscribe-skeleton')).toBeInTheDocument();
    expect(await screen.findByText('Temporarily unavailable.')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('subscribe')).toBeInTheDocument();
    expect(sw('SMS')).toBeChecked();
  });
});

describe('e-mail', () => {
  it('without an e-mail on file it stays off, explains, and leads to profile edit', async () => {
    await signInAs('zeroPoints');
    await open('th');
    expect(screen.getByTestId('pref-email')).toHaveTextContent('ยังไม่มีอีเมลในโปรไฟล์ของคุณ');
    await userEvent.click(sw('อีเมล'));
    expect(sw('อีเมล')).not.toBeChecked();
    const notice = screen.getByTestId('email-needed');
    expect(notice).toHaveTextContent('กรุณาเพิ่มอีเมลก่อน');
    expect(sent).toEqual([]);
    await userEvent.click(within(notice).getByRole('link', { name: 'เพิ่มอีเมลในโปรไฟล์' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(paths.profileEdit));
  });

  it('the server has no e-mail on file (the screen thought it had): the way to add one, not a retry', async () => {
    await signInAs('zeroPoints');
    await open();
    queryClient.setQueryData<CustomerInfoData>(getGetCustomerInfoQueryKey(), (info) => info && { ...info, customer_info: { ...info.customer_info, email: 'old@example.com' } });
    await userEvent.click(await screen.findByRole('switch', { name: 'E-mail' }));
    expect(await screen.findByTestId('email-needed')).toHaveTextContent('Add an e-mail address first');
    expect(screen.queryByTestId('save-failed')).not.toBeInTheDocument();
    expect(sw('E-mail')).not.toBeChecked();
    expect(sent).toHaveLength(1);
  });

  it('with an e-mail on file it names the address and turns on', async () => {
    await signInAs('member');
    await open();
    expect(screen.getByTestId('pref-email')).toHaveTextContent('Sent to somchai.j@example.com');
    await userEvent.click(sw('E-mail'));
    await saved();
    expect(screen.queryByTestId('email-needed')).not.toBeInTheDocument();
    await expect(getSubscribe()).resolves.toMatchObject({ email: true });
  });
});

describe('LINE official account', () => {
  it('inside LINE, not a friend: offers to add the account', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    await withMockLine('in-client', (prev) => ({ ...prev, getFriendship: { friendFlag: false } }));
    await signInAs('member');
    await open();
    const notice = await screen.findByTestId('line-not-friend');
    expect(notice).toHaveTextContent('You haven’t added @ntprivilege as a friend yet');
    await userEvent.click(within(notice).getByRole('button', { name: 'Add friend' }));
    expect(opened).toHaveBeenCalledWith('https://line.me/R/ti/p/%40ntprivilege', '_blank', 'noopener,noreferrer');
  });

  it('inside LINE, a friend: says so (the mock’s default answer)', async () => {
    await withMockLine('in-client');
    await signInAs('member');
    await open('th');
    expect(await screen.findByTestId('line-friend')).toHaveTextContent('คุณเป็นเพื่อนกับ @ntprivilege แล้ว');
  });

  it('inside LINE without the profile permission: friendship unknown, still offers to add', async () => {
    await withMockLine('in-client', (prev) => ({ ...prev, 'permission.query': { state: 'prompt' }, getFriendship: { friendFlag: true } }));
    await signInAs('member');
    await open();
    expect(await screen.findByTestId('line-friend-unknown')).toBeInTheDocument();
    expect(screen.queryByTestId('line-friend')).not.toBeInTheDocument();
  });

  it('outside LINE (external browser): explains where to add it, asks LINE nothing', async () => {
    await withMockLine('external');
    await signInAs('member');
    await open();
    const notice = screen.getByTestId('line-outside');
    expect(notice).toHaveTextContent('Open LINE and search for @ntprivilege under Add friends');
    expect(within(notice).getByRole('link', { name: 'line.me/R/ti/p/@ntprivilege' })).toHaveAttribute('href', 'https://line.me/R/ti/p/%40ntprivilege');
    expect(screen.queryByTestId('line-not-friend')).not.toBeInTheDocument();
  });

  it('outside LINE (external browser): "Open in LINE" opens this screen’s permanent link in the phone’s browser', async () => {
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    await withMockLine('external');
    await signInAs('member');
    await open();
    const button = within(screen.getByTestId('line-outside')).getByRole('button', { name: 'Open in LINE' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(opened).toHaveBeenCalledWith('https://miniapp.line.me/mock-liff-id/other/subscribe', '_blank', 'noopener,noreferrer');
  });

  it('plain browser: the explanation appears once the member opts in, without "Open in LINE" (no LIFF)', async () => {
    await signInAs('zeroPoints');
    await open('th');
    expect(screen.queryByTestId('line-outside')).not.toBeInTheDocument();
    await userEvent.click(sw('LINE Official Account'));
    expect(screen.getByTestId('line-outside')).toHaveTextContent('เปิดแอป LINE แล้วค้นหา @ntprivilege ในเมนูเพิ่มเพื่อน');
    expect(screen.queryByTestId('line-open-in-line')).not.toBeInTheDocument();
    await saved();
    await expect(getSubscribe()).resolves.toMatchObject({ line_official: true, deny_all: false });
  });
});
