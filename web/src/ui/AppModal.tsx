import { Modal, type ModalProps } from '@mantine/core';

export type AppModalProps = ModalProps;

/**
 * The one modal of the app (spec §2 shared UI). Spec §9: a modal closes on an
 * outside click by default; callers may still opt out for forms with unsaved input.
 */
export function AppModal({ closeOnClickOutside = true, centered = true, radius = 'lg', ...props }: AppModalProps) {
  return (
    <Modal
      closeOnClickOutside={closeOnClickOutside}
      centered={centered}
      radius={radius}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      {...props}
    />
  );
}
