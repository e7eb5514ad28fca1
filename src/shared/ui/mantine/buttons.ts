/**
 * Mantine's icon, close and unstyled buttons and navigation rows, each with its CSS. The app's
 * buttons themselves are the light kit's `Button` / `ButtonLink` / `ButtonAnchor` (one height, 50 px).
 */
import './provider';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NavLink.css';

export { ActionIcon, CloseButton, NavLink, UnstyledButton } from '@mantine/core';
