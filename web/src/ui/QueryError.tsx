import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api.ts';
import { useLocalized } from '../lib/i18n.ts';

export interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load shown in place of the data, with the spec §8 title and the server's own text. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const details = error instanceof ApiError ? localize(error.message) : null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      title={t('ui.error.title')}
      icon={<IconAlertTriangle />}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {details ? <Text size="sm">{details}</Text> : null}
        {onRetry ? (
          <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={onRetry}>
            {t('ui.error.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
