export type DialogType = 'question' | 'success' | 'error' | 'limit' | 'privilege' | 'compensate';

/** What a button does; `dialog.open()` resolves with the action of the button pressed. */
export type DialogAction = 'submit' | 'cancel' | 'other';

export interface DialogButton {
  /** Already-translated label (use intl.formatMessage at the call site). */
  label: string;
  action: DialogAction;
}

export interface DialogOptions {
  type: DialogType;
  /** Translated title; the error type falls back to 'dialog.error.title'. */
  title?: string;
  /** Translated description (plain text); the error type falls back to 'dialog.error.description'. */
  description?: string;
  /** Image shown by the privilege type. */
  imageUrl?: string;
  imageAlt?: string;
  /** Buttons in display order; default is one close button (action 'submit'). */
  buttons?: DialogButton[];
}
