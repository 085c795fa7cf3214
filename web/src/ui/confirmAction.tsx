import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureModals, modalsIfListening } from './ModalsHost.tsx';

export interface ConfirmActionOptions {
  title: ReactNode;
  message?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Paint the confirm button red: the action destroys or blocks something. */
  danger?: boolean;
}

/**
 * Labels are components rather than strings so this plain function still
 * follows the interface language the user has now, without holding an i18n instance.
 */
function DefaultLabel({ labelKey }: { labelKey: 'ui.confirm.yes' | 'ui.confirm.no' }) {
  const { t } = useTranslation();
  return t(labelKey);
}

/**
 * Yes/no confirm dialog of spec §2. Resolves true on confirm and false on cancel,
 * Escape or an outside click. The dialogs' provider (ModalsHost, mounted by the app) loads with the first one.
 */
type ModalsApi = Awaited<ReturnType<typeof ensureModals>>;

function openConfirm(
  modals: ModalsApi,
  { title, message, confirmLabel, cancelLabel, danger = false }: ConfirmActionOptions,
): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    // Confirm also fires onClose afterwards; only the first answer counts.
    const settle = (answer: boolean) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    modals.openConfirmModal({
      title,
      centered: true,
      radius: 'lg',
      closeOnClickOutside: true,
      children: message ? <Text size="sm">{message}</Text> : null,
      labels: {
        confirm: confirmLabel ?? <DefaultLabel labelKey="ui.confirm.yes" />,
        cancel: cancelLabel ?? <DefaultLabel labelKey="ui.confirm.no" />,
      },
      confirmProps: danger ? { color: 'red' } : {},
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}

export function confirmAction(options: ConfirmActionOptions): Promise<boolean> {
  const listening = modalsIfListening();
  return listening ? openConfirm(listening, options) : ensureModals().then((modals) => openConfirm(modals, options));
}
