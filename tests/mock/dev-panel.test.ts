// @vitest-environment jsdom
/** The MOCK panel's LINE section: three LINE environments for the LIFF mock, saved on choice. */
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountDevPanel, type DevPanelDeps } from '@mocks/dev-panel/panel';
import { MOCK_LIFF_MODE_KEY, readMockLiffMode, saveMockLiffMode, type MockLiffMode } from '@mocks/liff/mock-liff';

function deps(setLiffMode: (mode: MockLiffMode) => void, publishConsent: DevPanelDeps['publishConsent'] = vi.fn()): DevPanelDeps {
  return {
    operations: ['GET /api/Customer/CustomerInfo'],
    demo: { nationalId: '1101700230708', otp: '123456' },
    setFault: vi.fn(),
    clearFaults: vi.fn(),
    listFaults: () => [],
    clockNow: () => Date.UTC(2026, 10, 22),
    advanceClock: vi.fn(),
    resetClock: vi.fn(),
    resetData: vi.fn(),
    publishConsent,
    latencyOn: () => true,
    setLatencyOn: vi.fn(),
    liffMode: readMockLiffMode,
    setLiffMode,
  };
}

let unmount: () => void = () => undefined;
beforeEach(() => localStorage.clear());
afterEach(() => unmount());

async function openPanel(setLiffMode: (mode: MockLiffMode) => void) {
  unmount = mountDevPanel(deps(setLiffMode));
  await userEvent.click(screen.getByRole('button', { name: 'MOCK' }));
  return within(screen.getByRole('group', { name: 'LINE (LIFF)' }));
}

describe('dev panel: LINE environment', () => {
  it('offers the three environments in English, the saved one chosen', async () => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem(MOCK_LIFF_MODE_KEY, 'external');
    const line = await openPanel(vi.fn());
    const radios = line.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Inside LINE', 'External browser', 'LINE APIs unavailable']);
    expect(line.getByRole('radio', { name: 'External browser' })).toBeChecked();
  });

  it('speaks Thai by default, inside LINE chosen when nothing is saved', async () => {
    const line = await openPanel(vi.fn());
    expect(line.getByRole('radio', { name: 'เปิดในแอป LINE' })).toBeChecked();
    expect(line.getByRole('radio', { name: 'LINE API ใช้งานไม่ได้' })).not.toBeChecked();
  });

  it('clicking a choice saves it for the next start-up', async () => {
    localStorage.setItem('lang', 'en');
    const reload = vi.fn();
    const line = await openPanel((mode) => {
      saveMockLiffMode(mode);
      reload();
    });
    await userEvent.click(line.getByRole('radio', { name: 'LINE APIs unavailable' }));
    expect(localStorage.getItem(MOCK_LIFF_MODE_KEY)).toBe('unavailable');
    expect(readMockLiffMode()).toBe('unavailable');
    expect(reload).toHaveBeenCalledOnce();

    await userEvent.click(line.getByRole('radio', { name: 'Inside LINE' }));
    expect(localStorage.getItem(MOCK_LIFF_MODE_KEY)).toBe('in-client');
  });
});

describe('dev panel: terms and PDPA versions', () => {
  it('publishes a new terms or PDPA version and shows the versions now current (English)', async () => {
    localStorage.setItem('lang', 'en');
    const publish = vi.fn((target: 'consent' | 'pdpa') =>
      Promise.resolve(target === 'consent' ? { current_consent_version: '3.2', current_pdpa_version: '2.0' } : { current_consent_version: '3.2', current_pdpa_version: '2.1' }),
    );
    unmount = mountDevPanel(deps(vi.fn(), publish));
    await userEvent.click(screen.getByRole('button', { name: 'MOCK' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish new terms version' }));
    expect(publish).toHaveBeenLastCalledWith('consent');
    expect(await screen.findByText('Published (the page reloads): terms 3.2 · PDPA 2.0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish new PDPA version' }));
    expect(publish).toHaveBeenLastCalledWith('pdpa');
    expect(await screen.findByText('Published (the page reloads): terms 3.2 · PDPA 2.1')).toBeInTheDocument();
  });

  it('speaks Thai by default and says so when publishing fails', async () => {
    unmount = mountDevPanel(deps(vi.fn(), () => Promise.reject(new Error('boom'))));
    await userEvent.click(screen.getByRole('button', { name: 'MOCK' }));
    await userEvent.click(screen.getByRole('button', { name: 'ประกาศนโยบาย PDPA ฉบับใหม่' }));
    expect(await screen.findByText('ประกาศไม่สำเร็จ')).toBeInTheDocument();
  });
});

describe('dev panel: faults', () => {
  it('offers the gateway faults (502 and 504, HTML after the call was carried out) and applies the chosen status', async () => {
    localStorage.setItem('lang', 'en');
    const panel = deps(vi.fn());
    unmount = mountDevPanel(panel);
    await userEvent.click(screen.getByRole('button', { name: 'MOCK' }));
    const kind = screen.getByLabelText('Fault');
    expect(within(kind).getByRole('option', { name: 'Carried out, then gateway 502 (HTML)' })).toBeInTheDocument();
    await userEvent.selectOptions(kind, 'Carried out, then gateway 504 (HTML)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(panel.setFault).toHaveBeenLastCalledWith('*', 'gateway-after-commit', { once: true, status: 504 });
    await userEvent.selectOptions(kind, 'Server error (500)');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(panel.setFault).toHaveBeenLastCalledWith('*', 'server-error', { once: true });
  });

  it('names them in Thai by default', async () => {
    unmount = mountDevPanel(deps(vi.fn()));
    await userEvent.click(screen.getByRole('button', { name: 'MOCK' }));
    expect(screen.getByRole('option', { name: 'ทำรายการแล้ว แต่เกตเวย์ตอบ 504 (HTML)' })).toBeInTheDocument();
  });
});
