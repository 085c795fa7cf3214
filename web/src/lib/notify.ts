import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from './i18n.ts';

/** A notice with an id is shown once even if asked for twice (e.g. a guard re-rendering). */
export interface NotifyOptions {
  id?: string;
}

export function notifySuccess(message: ReactNode, options: NotifyOptions = {}): void {
  notifications.show({ ...options, color: 'teal', message, position: 'bottom-right' });
}

export function notifyError(title: ReactNode, message?: ReactNode, options: NotifyOptions = {}): void {
  notifications.show(
    message === undefined
      ? { ...options, color: 'red', message: title, position: 'bottom-right' }
      : { ...options, color: 'red', title, message, position: 'bottom-right' },
  );
}

/** Shared by the route guard and the api client's 401 handling, so one expired session gives one notice. */
export function notifyLoginRequired(): void {
  notifyError(i18n.t('guards.loginRequired'), undefined, { id: 'guard-login-required' });
}
