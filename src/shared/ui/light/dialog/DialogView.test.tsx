// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeLang } from '@/shared/i18n/lang-store';
import { dialog } from '@/shared/ui/light/dialog/dialog-store';
import type { DialogAction, DialogOptions } from '@/shared/ui/light/dialog/dialog-types';
import { renderWithProviders } from '@test-support';

function openDialog(options: DialogOptions) {
  let result: Promise<DialogAction> = Promise.resolve('cancel');
  act(() => {
    result = dialog.open(options);
  });
  return result;
}

describe('generic dialog', () => {
  // The dialog view is a lazy chunk (light kit); load it once up front so timing stays stable.
  beforeAll(async () => {
    await import('@/shared/ui/light/dialog/DialogView');
  });

  beforeEach(async () => {
    localStorage.clear();
    await changeLang('th');
    renderWithProviders(<main>content</main>);
  });
  afterEach(() => act(() => dialog.closeAll()));

  it('falls back to the Thai error title and description with one close button', async () => {
    const result = openDialog({ type: 'error' });
    expect(await screen.findByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    expect(screen.getByText('กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('ปิด');
    await userEvent.click(buttons[0]!);
    await expect(result).resolves.toBe('submit');
    await waitFor(() => expect(screen.queryByTestId('app-dialog')).not.toBeInTheDocument());
  });

  it('uses the English fallback in English', async () => {
    await act(() => changeLang('en'));
    openDialog({ type: 'error' });
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('cannot be dismissed by Escape or a backdrop click', async () => {
    openDialog({ type: 'success', title: 'สำเร็จ', description: 'แลกสิทธิ์เรียบร้อย' });
    const panel = await screen.findByTestId('app-dialog');
    await userEvent.keyboard('{Escape}');
    const overlay = panel.parentElement;
    expect(overlay).toHaveAttribute('data-dialog-type', 'success');
    await userEvent.click(overlay as Element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(panel).toBeInTheDocument();
    expect(screen.getByText('แลกสิทธิ์เรียบร้อย')).toBeInTheDocument();
  });

  it('is a modal: focus starts on its main button and stays inside, the page behind is inert', async () => {
    openDialog({ type: 'question', title: 'ยืนยัน?', buttons: [{ label: 'ยกเลิก', action: 'cancel' }, { label: 'ยืนยัน', action: 'submit' }] });
    const panel = await screen.findByTestId('app-dialog');
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel).toHaveAccessibleName('ยืนยัน?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveFocus();
  });

  it('resolves with the action of the pressed button', async () => {
    const result = openDialog({
      type: 'question',
      title: 'ยืนยันการแลกสิทธิ์?',
      buttons: [
        { label: 'ยกเลิก', action: 'cancel' },
        { label: 'ยืนยัน', action: 'submit' },
        { label: 'ดูเงื่อนไข', action: 'other' },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'ยกเลิก' }));
    await expect(result).resolves.toBe('cancel');

    const second = openDialog({ type: 'limit', title: 'ครบสิทธิ์แล้ว', buttons: [{ label: 'ดูเงื่อนไข', action: 'other' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'ดูเงื่อนไข' }));
    await expect(second).resolves.toBe('other');
  });

  it('shows the privilege image for the privilege type', async () => {
    openDialog({ type: 'privilege', title: 'คูปองกาแฟ', imageUrl: '/images/p001.jpg', imageAlt: 'คูปองกาแฟ' });
    const image = await screen.findByRole('img', { name: 'คูปองกาแฟ' });
    expect(image).toHaveAttribute('src', '/images/p001.jpg');
    expect(screen.getByTestId('app-dialog')).toHaveAttribute('data-type', 'privilege');
  });

  it('queues dialogs and shows them one at a time', async () => {
    const first = openDialog({ type: 'success', title: 'หนึ่ง' });
    const second = openDialog({ type: 'compensate', title: 'สอง' });
    expect(await screen.findByText('หนึ่ง')).toBeInTheDocument();
    expect(screen.queryByText('สอง')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await expect(first).resolves.toBe('submit');
    expect(await screen.findByText('สอง')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ปิด' }));
    await expect(second).resolves.toBe('submit');
  });
});
