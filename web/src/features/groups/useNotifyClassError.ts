import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { notifyError } from '../../lib/notify.ts';

/** Spec §8: a failed class or student action gives a generic 'Error' notice, carrying the server's text when there is one. */
export function useNotifyClassError(): (error: unknown) => void {
  const { t } = useTranslation();
  const localize = useLocalized();
  return useCallback(
    (error: unknown) => notifyError(t('teacherClasses.error'), isApiError(error) ? localize(error.message) : undefined),
    [t, localize],
  );
}
