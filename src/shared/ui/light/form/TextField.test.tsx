// @vitest-environment jsdom
/**
 * The app's one text field (light kit): its start icon, end action and hidden label (the privilege
 * search box), and as the target of Mantine's combobox (the address form's completion).
 */
import '@test-support';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlaceField } from '@/domains/address/PlaceField';
import { loadThaiAddresses, type ThaiAddressIndex } from '@/domains/address/th-address-lookup';
import { CloseButton } from '@/shared/ui/light/button/CloseButton';
import { TextField } from '@/shared/ui/light/form/TextField';
import { MantinePart } from '@/shared/ui/mantine/provider';

function SearchBox() {
  const [text, setText] = useState('coffee');
  return (
    <TextField
      type="search"
      label="Search privileges"
      hideLabel
      className="pill"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<svg data-testid="glyph" />}
      endAction={text ? <CloseButton label="Clear search" onClick={() => setText('')} /> : null}
    />
  );
}

describe('TextField (light kit)', () => {
  it('a search box: named by its hidden label, a start icon not read out, a clear button that is', async () => {
    render(<SearchBox />);
    const input = screen.getByRole('searchbox', { name: 'Search privileges' });
    expect(screen.getByText('Search privileges')).toHaveClass('visually-hidden');
    expect(input.className).toMatch(/ pill$/);
    expect(screen.getByTestId('glyph').parentElement).toHaveAttribute('aria-hidden', 'true');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    expect(clear.closest('[aria-hidden]')).toBeNull();
    await userEvent.click(clear);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('a unit at the end stays out of the accessible tree; an error marks the input and describes it', () => {
    render(<TextField label="Points" rightSection="pts" error="Enter the points" description="Whole points" />);
    const input = screen.getByRole('textbox', { name: 'Points' });
    expect(screen.getByText('pts')).toHaveAttribute('aria-hidden', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Whole points Enter the points');
  });
});

describe('TextField as the target of the address completion (Mantine combobox)', () => {
  let places: ThaiAddressIndex;

  function Place({ error, onPick }: { error?: string; onPick: (place: unknown) => void }) {
    const [query, setQuery] = useState('');
    return (
      <MantinePart>
        <PlaceField
          label="Postal code"
          error={error}
          by="postal_code"
          query={query}
          places={places}
          onPick={onPick}
          onChange={(event) => setQuery(event.target.value)}
          onBlur={() => undefined}
          inputMode="numeric"
          maxLength={7}
          data-testid="postal"
        />
      </MantinePart>
    );
  }

  it('gets the combobox roles and keys: typing offers places, ArrowDown and Enter pick one', async () => {
    places = await loadThaiAddresses();
    const onPick = vi.fn();
    render(<Place onPick={onPick} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('aria-haspopup', 'listbox');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '7');
    expect(input).toHaveAttribute('data-testid', 'postal');
    input.focus();
    fireEvent.change(input, { target: { value: '10210' } });
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant'));
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0]![0]).toMatchObject({ postal_code: '10210' });
  });

  it('keeps its error wiring under the combobox', () => {
    render(<Place error="Enter a postal code" onPick={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Postal code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a postal code');
  });
});
