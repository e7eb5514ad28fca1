/** Mantine's buttons (action icons, close and unstyled buttons, navigation rows), each with its CSS. */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NavLink.css';

export { ActionIcon, Button, CloseButton, NavLink, UnstyledButton } from '@mantine/core';
