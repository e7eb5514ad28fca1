import type { ReactNode } from 'react';

export type DialogType = 'question' | 'success' | 'error' | 'limit' | 'privilege' | 'compensate';

/** What a button does; `dialog.open()` resolves with the action of the button pressed. */
export type DialogAction = 'submit' | 'cancel' | 'other';

export interface DialogButton {
  /** Already-translated label (intl.formatMessage at the call site, or `<Message id>` outside React). */
  label: ReactNode;
  action: DialogAction;
}

export interface DialogOptions {
  type: DialogType;
  /** Translated title (or `<Message id>`); the error type falls back to 'dialog.error.title'. */
  title?: ReactNode;
  /** Translated description, plain text (or `<Message id>`); the error type falls back to 'dialog.error.description'. */
  description?: ReactNode;
  /** Image shown by the privilege type. */
  imageUrl?: string;
  imageAlt?: string;
  /** Buttons in display order; default is one close button (action 'submit'). */
  buttons?: DialogButton[];
}
