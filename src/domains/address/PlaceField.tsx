import { Combobox, useCombobox } from '@/shared/ui/mantine/fields';
import { TextField, type TextFieldProps } from '@/shared/ui/light/form/TextField';
import { useEffect, useState, type ChangeEvent, type FocusEvent } from 'react';
import { findPlaces, loadThaiAddresses, placeKeyOf, type ThaiAddressIndex, type ThaiPlace } from './th-address-lookup';
import classes from './address.module.css';

/** The Thai address table, loaded when the form mounts; `null` while loading or when it could not load (the fields stay plain). */
export function useThaiAddresses(): ThaiAddressIndex | null {
  const [index, setIndex] = useState<ThaiAddressIndex | null>(null);
  useEffect(() => {
    let live = true;
    loadThaiAddresses().then(
      (loaded) => live && setIndex(loaded),
      (error: unknown) => console.warn('Thai address data did not load; the address fields stay manual', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return index;
}

export interface PlaceFieldProps extends Omit<TextFieldProps, 'onChange' | 'onBlur'> {
  /** What the typed text is matched against. */
  by: 'postal_code' | 'sub_district';
  /** The field's current text (watched by the form). */
  query: string;
  places: ThaiAddressIndex | null;
  onPick: (place: ThaiPlace) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown;
}

/**
 * A text field that offers the matching sub-district / district / province / postal-code sets
 * (a postal code of 5 digits or at least two letters of a sub-district). Picking one fills the four
 * fields; the field stays free text, so a member can still type anything.
 */
export function PlaceField({ by, query, places, onPick, onChange, onBlur, ref, ...input }: PlaceFieldProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = places ? findPlaces(places, { [by]: query }) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const place = options.find((p) => placeKeyOf(p) === key);
        if (place) onPick(place);
        combobox.closeDropdown();
      }}
      classNames={{ option: classes.placeOption, dropdown: classes.placeDropdown }}
      // Positioned on the page, so it follows the field as the page scrolls (jsdom has no layout to detect detachment from).
      hideDetached={false}
    >
      {/* The light text field forwards the target's ref, ARIA and key props to its input. */}
      <Combobox.Target>
        <TextField
          {...input}
          ref={ref}
          onChange={(event) => {
            onChange(event);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={(event) => {
            combobox.closeDropdown();
            onBlur(event);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0} data-testid={`place-options-${by}`}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {options.map((place) => (
            <Combobox.Option value={placeKeyOf(place)} key={placeKeyOf(place)}>
              <span className={classes.placeMain}>
                {place.sub_district} · {place.district}
              </span>{' '}
              <span className={classes.placeSub}>
                {place.province} {place.postal_code}
              </span>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
