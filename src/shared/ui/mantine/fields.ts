/** Mantine's form fields (text, select, choice, switch, slider, combobox), each with its CSS. */
import './provider';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Slider.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';

export { Checkbox, Combobox, Fieldset, NativeSelect, Radio, SegmentedControl, Slider, Switch, TextInput, useCombobox } from '@mantine/core';
export type { TextInputProps } from '@mantine/core';
