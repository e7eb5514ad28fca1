/**
 * Generic dialog queue, usable from anywhere (components, route loaders, plain functions).
 *
 *   const dialog = useDialog();                         // or the `dialog` object outside React
 *   const action = await dialog.open({
 *     type: 'question',
 *     title: intl.formatMessage({ id: '…' }),
 *     buttons: [
 *       { label: intl.formatMessage({ id: 'dialog.cancel' }), action: 'cancel' },
 *       { label: intl.formatMessage({ id: 'dialog.confirm' }), action: 'submit' },
 *     ],
 *   });
 *   if (action === 'submit') …
 *
 * The promise resolves with the pressed button's action. Without `buttons` a single close
 * button is shown and resolves 'submit'. Dialogs cannot be dismissed by Escape or a backdrop
 * click; several calls queue and show one at a time. <DialogHost/> renders the queue.
 */
import { createStore } from '@/shared/lib/store';
import type { DialogAction, DialogOptions } from './dialog-types';

export interface OpenDialog {
  id: number;
  options: DialogOptions;
  resolve: (action: DialogAction) => void;
}

const queue = createStore<readonly OpenDialog[]>([]);
let nextId = 1;

function open(options: DialogOptions): Promise<DialogAction> {
  return new Promise<DialogAction>((resolve) => {
    queue.set((current) => [...current, { id: nextId++, options, resolve }]);
  });
}

/** Closes the dialog `id` with `action` (called by the host when a button is pressed). */
function close(id: number, action: DialogAction): void {
  const entry = queue.get().find((item) => item.id === id);
  if (!entry) return;
  queue.set((current) => current.filter((item) => item.id !== id));
  entry.resolve(action);
}

/** Closes every open dialog as 'cancel' (logout, tests). */
function closeAll(): void {
  const pending = queue.get();
  queue.set([]);
  for (const entry of pending) entry.resolve('cancel');
}

export const dialog = { open, close, closeAll } as const;
export type DialogApi = typeof dialog;

export function useDialogQueue(): readonly OpenDialog[] {
  return queue.use();
}

/** The imperative dialog API (stable object; see the module comment). */
export function useDialog(): DialogApi {
  return dialog;
}
