import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Button.css';
import { Button, Modal } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { dialog, type OpenDialog } from './dialog-store';
import type { DialogButton } from './dialog-types';
import { MantineScope } from '../mantine/MantineScope';
import { DialogIcon } from './DialogIcon';
import classes from './DialogView.module.css';

export const DIALOG_WIDTH = 327;

export default function DialogView({ entry }: { entry: OpenDialog }) {
  const intl = useIntl();
  const titleId = useId();
  const { options } = entry;
  const isError = options.type === 'error';
  const title = options.title ?? (isError ? intl.formatMessage({ id: 'dialog.error.title' }) : undefined);
  const description =
    options.description ?? (isError ? intl.formatMessage({ id: 'dialog.error.description' }) : undefined);
  const buttons: DialogButton[] =
    options.buttons && options.buttons.length > 0
      ? options.buttons
      : [{ label: intl.formatMessage({ id: 'dialog.close' }), action: 'submit' }];

  return (
    <MantineScope>
    <Modal
      opened
      onClose={() => undefined}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
      size={DIALOG_WIDTH}
      radius="lg"
      padding={0}
      aria-labelledby={title ? titleId : undefined}
      classNames={{ content: classes.content, body: classes.body }}
      data-dialog-type={options.type}
      transitionProps={{ duration: 120 }}
    >
      <div className={classes.inner} data-testid="app-dialog" data-type={options.type}>
        {options.type === 'privilege' && options.imageUrl ? (
          <img className={classes.image} src={options.imageUrl} alt={options.imageAlt ?? ''} />
        ) : (
          <DialogIcon type={options.type} />
        )}
        {title ? (
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
        ) : null}
        {description ? <p className={classes.description}>{description}</p> : null}
        <div className={classes.buttons} data-count={buttons.length}>
          {buttons.map((button, index) => (
            <Button
              key={`${button.action}-${index}`}
              className={classes.button}
              variant={button.action === 'submit' ? 'filled' : button.action === 'cancel' ? 'outline' : 'light'}
              radius="xl"
              size="md"
              data-action={button.action}
              onClick={() => dialog.close(entry.id, button.action)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </Modal>
    </MantineScope>
  );
}
