// @vitest-environment jsdom
import { setLang } from '@test-support';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers/AppProviders';
import { EcodeCard } from '@/features/privilege/ui/EcodeCard';
import { MantinePart } from '@/shared/ui/mantine/provider';

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function renderCard(barcode_value?: string) {
  render(
    <AppProviders>
      <MantinePart>
        <EcodeCard ecode={{ code: 'KAFA-KBFX-S4E4', redeemed_at: soon(-1), expires_at: soon(59), status: 'active', ...(barcode_value ? { barcode_value } : {}) }} />
      </MantinePart>
    </AppProviders>,
  );
}

describe('e-code at the shop counter', () => {
  it('draws a QR code and a Code 128 barcode of barcode_value, with the brightness hint', async () => {
    await setLang('en');
    renderCard('8850001234567');
    const qr = await screen.findByTestId('ecode-qr');
    expect(qr).toHaveAccessibleName('QR code of the e-code');
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    const barcode = await screen.findByTestId('ecode-barcode');
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(screen.getByText('Turn up your screen brightness so the shop can scan it.')).toBeInTheDocument();
  });

  it('shows no scan codes for a code without a barcode value', async () => {
    await setLang('th');
    renderCard();
    expect(await screen.findByTestId('ecode-code')).toHaveTextContent('KAFA-KBFX-S4E4');
    expect(screen.queryByTestId('ecode-scan')).toBeNull();
  });
});
