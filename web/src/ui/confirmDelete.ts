import type { ReactNode } from 'react';
import { notifySuccess } from '../lib/notify.ts';
import { confirmAction } from './confirmAction.tsx';

export interface ConfirmDeleteOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  /** Runs only once the user confirmed. */
  remove: () => Promise<unknown>;
  /** The success notice once it is gone. */
  done: string;
}

/**
 * Asks with a red confirm button, deletes, and says so. A failed delete shows nothing more here:
 * the main API client has already shown its notice.
 */
export async function confirmDelete({
  title,
  message,
  confirmLabel,
  remove,
  done,
}: ConfirmDeleteOptions): Promise<void> {
  if (!(await confirmAction({ title, message, confirmLabel, danger: true }))) return;
  await remove().then(
    () => notifySuccess(done),
    () => undefined,
  );
}
