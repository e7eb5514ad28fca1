/**
 * Mantine's icon buttons and navigation rows, each with its CSS (theirs builds on UnstyledButton's).
 * The app's buttons themselves are the light kit's `Button` / `ButtonLink` / `ButtonAnchor` (one
 * height, 50 px) and its round `CloseButton` (a dialog's close, a field's clear, a list row's remove).
 */
import './provider';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/NavLink.css';

export { ActionIcon, NavLink } from '@mantine/core';
