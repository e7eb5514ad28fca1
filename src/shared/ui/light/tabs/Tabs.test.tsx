// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/shared/ui/light/tabs/Tabs';

const ITEMS = [
  { value: 'a', label: 'Alpha', testId: 'tab-a' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
] as const;

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs items={ITEMS} value={value} onChange={setValue} label="Kinds">
      <p>panel {value}</p>
    </Tabs>
  );
}

describe('Tabs (light kit)', () => {
  it('is one tab stop whose panel is labelled by the selected tab', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Kinds' })).toBeInTheDocument();
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(screen.getByTestId('tab-a')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('panel a');
  });

  it('selects by tap, and by arrow keys, Home and End with focus following', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('panel b');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel c');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('panel c');
  });

  it('without a panel is a form choice: a radio group with the same keys, and none when disabled', async () => {
    const user = userEvent.setup();
    function Choice({ disabled }: { disabled?: boolean }) {
      const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
      return (
        <>
          <Tabs items={ITEMS} value={value} onChange={setValue} label="Kinds" disabled={disabled} />
          <output>{value}</output>
        </>
      );
    }
    const { unmount } = render(<Choice />);
    expect(screen.getByRole('radiogroup', { name: 'Kinds' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Alpha' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Gamma' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('c');
    unmount();

    render(<Choice disabled />);
    await user.click(screen.getByRole('radio', { name: 'Beta' }));
    expect(screen.getByRole('radio', { name: 'Beta' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('a');
  });
});
