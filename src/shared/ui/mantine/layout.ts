/** Mantine's surfaces and stacks, each with its CSS. */
import './provider';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';

export { Group, Paper, Stack } from '@mantine/core';
