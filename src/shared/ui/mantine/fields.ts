/**
 * Mantine's form fields with no light twin (check box, radio cards, switch, slider, the combobox that
 * completes a light text field), each with its CSS (Input.css: the radio group's label and error).
 * Text fields, selects and segmented choices are the light kit's (form/TextField, form/SelectField, tabs/Tabs).
 */
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
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';

export { Checkbox, Combobox, Fieldset, Radio, Slider, Switch, useCombobox } from '@mantine/core';
