import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { Button } from '../button/Button';
import { dialog, type OpenDialog } from './dialog-store';
import type { DialogButton } from './dialog-types';
import { DialogIcon } from './DialogIcon';
import classes from './DialogView.module.css';

export const DIALOG_WIDTH = 327;

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** While a dialog is open the page behind it is inert (no focus, no taps) and does not scroll. */
function useModalPage(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    root?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    return () => {
      root?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);
}

/**
 * The generic dialog (spec §2), drawn with the light kit so that first-route screens can open it:
 * 327 px wide, buttons at least 124 px, not dismissed by Escape or a tap on the backdrop, focus
 * kept inside while open and returned afterwards.
 */
export default function DialogView({ entry }: { entry: OpenDialog }) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const { options } = entry;
  const isError = options.type === 'error';
  const title = options.title ?? (isError ? intl.formatMessage({ id: 'dialog.error.title' }) : undefined);
  const description =
    options.description ?? (isError ? intl.formatMessage({ id: 'dialog.error.description' }) : undefined);
  const buttons: DialogButton[] =
    options.buttons && options.buttons.length > 0
      ? options.buttons
      : [{ label: intl.formatMessage({ id: 'dialog.close' }), action: 'submit' }];
  useModalPage();

  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('[data-action="submit"]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={classes.overlay} data-dialog-type={options.type}>
      <div
        ref={box}
        className={classes.content}
        role={isError ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={onKeyDown}
        data-testid="app-dialog"
        data-type={options.type}
      >
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
        {description ? (
          <p id={descriptionId} className={classes.description}>
            {description}
          </p>
        ) : null}
        <div className={classes.buttons} data-count={buttons.length}>
          {buttons.map((button, index) => (
            <Button
              key={`${button.action}-${index}`}
              className={classes.button}
              variant={button.action === 'submit' ? 'filled' : button.action === 'cancel' ? 'outline' : 'subtle'}
              data-action={button.action}
              onClick={() => dialog.close(entry.id, button.action)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </div>,
    document.body,
  );
}
