// @vitest-environment jsdom
/**
 * With the browser offline (react-query pauses reads) and nothing in memory, the kept codes answer:
 * History's wallet lists them, saying it is offline, and the code view opens one at once with the
 * code, copy and countdown and the offline line (it used to wait on a paused read forever).
 */
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMock, server } from '@mocks/node';
import { keepEcodes } from '@/shared/ecode/kept-ecodes';
import { resetApp, setLang, signInAs } from '@test-support';
import { renderEcodeWallet } from '@test-support/screens/ecode-wallet';

const NAME = { th: 'ส่วนลด 50 บาท ที่ร้านกาแฟ', en: 'THB 50 off at the coffee shop' };
const ID = 'RDM2611260042';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetApp();
  await signInAs('member');
  const now = Date.now();
  keepEcodes([
    {
      redemption_id: ID,
      privilege_name: NAME,
      ecode: { code: 'KAFA-OFF1-LINE', status: 'active', redeemed_at: new Date(now - 60_000).toISOString(), expires_at: new Date(now + 45 * 60_000).toISOString() },
    },
  ]);
  onlineManager.setOnline(false);
});
afterEach(() => {
  onlineManager.setOnline(true);
  server.resetHandlers();
  resetMock();
});
afterAll(() => server.close());

describe.each(['th', 'en'] as const)('no signal (%s)', (lang) => {
  it('the wallet lists the kept code and says it is offline', async () => {
    await setLang(lang);
    renderEcodeWallet('/history');
    const wallet = await screen.findByTestId('ecode-wallet');
    expect(within(wallet).getByTestId('wallet-offline')).toBeInTheDocument();
    const card = within(wallet).getByTestId('wallet-ecode');
    expect(card).toHaveTextContent(NAME[lang]);
    expect(card).toHaveTextContent('KAFA-OFF1-LINE');
    expect(card).toHaveAttribute('href', `/privilege/ecode?redemption_id=${ID}`);
  });

  it('the code view opens the kept code at once with copy, countdown and the offline line', async () => {
    await setLang(lang);
    renderEcodeWallet(`/privilege/ecode?redemption_id=${ID}`);
    expect(await screen.findByTestId('ecode-code')).toHaveTextContent('KAFA-OFF1-LINE');
    expect(screen.getByTestId('ecode-offline')).toBeInTheDocument();
    expect(screen.getByTestId('ecode-copy')).toBeInTheDocument();
    expect(screen.getByTestId('ecode-countdown').textContent).toMatch(/^4[45]:\d\d$/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(NAME[lang]);
  });

  it('a code never kept says there is no connection instead of loading forever', async () => {
    await setLang(lang);
    renderEcodeWallet('/privilege/ecode?redemption_id=RDM2611269999');
    expect(await screen.findByRole('alert')).toHaveTextContent(lang === 'th' ? 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' : 'No connection');
  });
});
