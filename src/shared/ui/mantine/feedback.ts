/** Mantine's badges, alerts, spinners and timeline (skeletons are light: status/Skeleton, status/Placeholder), each with its CSS. */
import './provider';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Timeline.css';

export { Alert, Badge, Loader, Timeline } from '@mantine/core';
