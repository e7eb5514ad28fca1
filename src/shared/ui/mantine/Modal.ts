/** Mantine's modal sheet, with its CSS (overlay and close button included). */
import './provider';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';

export { Modal } from '@mantine/core';
