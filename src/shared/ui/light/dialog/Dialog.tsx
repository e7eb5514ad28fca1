import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { afterNextPaint, nextTask } from '@/shared/lib/after-paint';
import { CloseButton } from '../button/CloseButton';
import classes from './Dialog.module.css';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs: the page behind stays inert and unscrolled until the last one closes. */
let openCount = 0;
/** The locked page (inert, unscrolled) and the scroll style it had before; null while usable. */
let lock: { root: HTMLElement | null; overflow: string } | null = null;

function releasePage(): void {
  if (!lock) return;
  lock.root?.removeAttribute('inert');
  document.body.style.overflow = lock.overflow;
  lock = null;
}

/**
 * While a dialog is open the page behind it is inert (no focus, no taps) and does not scroll. When the
 * last one closes, the page is made usable again after the frame that shows the dialog gone, not in
 * the tap that closed it: lifting `inert` restyles the whole page, which that frame (the tap's
 * interaction latency) waited for (docs/performance.md §3.1), and after what the caller started after
 * that frame. Focus then returns to the opener, only if nothing else has taken it meanwhile (another
 * dialog, a tap): focusing at once had the browser restyle and lay out the page inside the tap, then
 * again for the frame.
 */
function useInertPage(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    const opener = document.activeElement as HTMLElement | null;
    openCount += 1;
    // Another page root (a test's) is locked afresh.
    if (lock && lock.root !== root) releasePage();
    if (!lock) {
      lock = { root, overflow: document.body.style.overflow };
      root?.setAttribute('inert', '');
      document.body.style.overflow = 'hidden';
    }
    return () => {
      openCount -= 1;
      // A task later still: what the dialog's caller starts after that same paint (a redemption's
      // call, once the member has confirmed) goes first; this closing commit ran before the caller
      // heard the answer, so the dialog's work was queued first.
      void afterNextPaint().then(nextTask).then(() => {
        if (openCount === 0) releasePage();
        if (opener?.isConnected && document.activeElement === document.body) opener.focus();
      });
    };
  }, []);
}

export interface DialogProps {
  opened: boolean;
  /**
   * Escape, a tap on the backdrop and the close button (with `closeLabel`) call it. Without it the
   * dialog closes only through its own buttons (a question that must be answered, a step that is busy).
   */
  onClose?: () => void;
  /** Accessible name of the header's close button (the panel); none without it or without `onClose`. */
  closeLabel?: string;
  /** Translated title: the dialog's accessible name. */
  title?: ReactNode;
  /** Translated text under the title: the dialog's description. */
  description?: ReactNode;
  /** Shown above the title in a notice (an icon or a picture). */
  lead?: ReactNode;
  /**
   * `notice`: the generic dialog's centred card, 327 px (icon, title, text, buttons);
   * `panel`: a wider sheet with the title (and close button) in a header over left-aligned content.
   */
  variant?: 'notice' | 'panel';
  /** `alertdialog` for an error the member must acknowledge. */
  role?: 'dialog' | 'alertdialog';
  /** A name for styles and tests: the overlay's `data-dialog-type` and the box's `data-type`. */
  type?: string;
  'data-testid'?: string;
  children?: ReactNode;
}

/** The open dialog: mounted only while open, so its page lock and focus handling follow its life. */
function DialogBox({ onClose, closeLabel, title, description, lead, variant = 'notice', role = 'dialog', type, children, ...rest }: Omit<DialogProps, 'opened'>) {
  const titleId = useId();
  const descriptionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const pressedOutside = useRef(false);
  useInertPage();

  // The first control marked data-autofocus, else the first control, takes the focus.
  useEffect(() => {
    const first = box.current?.querySelector<HTMLElement>('[data-autofocus]') ?? box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A tap that starts and ends on the backdrop closes; a drag that ends there (a crop) does not.
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.type === 'mousedown') pressedOutside.current = event.target === event.currentTarget;
    else if (pressedOutside.current && event.target === event.currentTarget) onClose?.();
  };

  const heading = title ? (
    <h2 id={titleId} className={classes.title}>
      {title}
    </h2>
  ) : null;

  return createPortal(
    <div className={classes.overlay} data-dialog-type={type} onMouseDown={onBackdrop} onClick={onBackdrop}>
      <div
        {...rest}
        ref={box}
        className={classes.content}
        data-variant={variant}
        data-type={type}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {variant === 'panel' ? (
          <div className={classes.header}>
            {heading}
            {onClose && closeLabel ? <CloseButton label={closeLabel} onClick={onClose} /> : null}
          </div>
        ) : (
          <>
            {lead}
            {heading}
          </>
        )}
        {description ? (
          <p id={descriptionId} className={classes.description}>
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * The app's one dialog, drawn with the light kit: a modal box over the page, labelled by its title,
 * focus kept inside while open and returned to the opener afterwards, the page behind inert and
 * unscrolled. The generic dialog (`dialog.open()`, DialogHost) is its notice; a screen renders a
 * panel declaratively: `<Dialog opened={…} onClose={…} title={…} variant="panel">…</Dialog>`.
 */
export function Dialog({ opened, ...props }: DialogProps) {
  return opened ? <DialogBox {...props} /> : null;
}
