import { useIntl } from 'react-intl';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';
import { dialog, type OpenDialog } from './dialog-store';
import type { DialogButton } from './dialog-types';
import { DialogIcon } from './DialogIcon';
import classes from './DialogView.module.css';

/**
 * The generic dialog (docs/spec.md §2), the notice of the app's one dialog: 327 px wide, buttons at least
 * 124 px side by side, from 359 px viewports up; on narrower ones it fills the width less 16 px margins
 * and its buttons stack full width. Not dismissed by Escape or a tap on the backdrop, focus on its main
 * button while open.
 */
export default function DialogView({ entry }: { entry: OpenDialog }) {
  const intl = useIntl();
  const { options } = entry;
  const isError = options.type === 'error';
  const title = options.title ?? (isError ? intl.formatMessage({ id: 'dialog.error.title' }) : undefined);
  const description =
    options.description ?? (isError ? intl.formatMessage({ id: 'dialog.error.description' }) : undefined);
  const buttons: DialogButton[] =
    options.buttons && options.buttons.length > 0
      ? options.buttons
      : [{ label: intl.formatMessage({ id: 'dialog.close' }), action: 'submit' }];
  const main = buttons.findIndex((button) => button.action === 'submit');

  return (
    <Dialog
      opened
      title={title}
      description={description}
      lead={
        options.type === 'privilege' && options.imageUrl ? (
          <img className={classes.image} src={options.imageUrl} alt={options.imageAlt ?? ''} />
        ) : (
          <DialogIcon type={options.type} />
        )
      }
      role={isError ? 'alertdialog' : 'dialog'}
      type={options.type}
      data-testid="app-dialog"
    >
      <div className={classes.buttons} data-count={buttons.length}>
        {buttons.map((button, index) => (
          <Button
            key={`${button.action}-${index}`}
            className={classes.button}
            variant={button.action === 'submit' ? 'filled' : button.action === 'cancel' ? 'outline' : 'subtle'}
            data-action={button.action}
            data-autofocus={index === main ? '' : undefined}
            onClick={() => dialog.close(entry.id, button.action)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
