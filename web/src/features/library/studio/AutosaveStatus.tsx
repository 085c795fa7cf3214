import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from './useAutosave.ts';

/** Where the draft stands, said politely to screen readers as it changes; a failed save offers a retry. */
export function AutosaveStatus({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
      {state.status === 'saved' ? (
        <>
          <IconCheck size={16} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('studio.autosave.saved', { time: time(state.savedAt) })}
          </Text>
        </>
      ) : state.status === 'saving' ? (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('studio.autosave.saving')}
          </Text>
        </>
      ) : state.status === 'pending' ? (
        <Text size="sm" c="dimmed">
          {t('studio.autosave.pending')}
        </Text>
      ) : state.status === 'failed' ? (
        <>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8">
            {t('studio.autosave.failed')}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
            {t('studio.autosave.retry')}
          </Button>
        </>
      ) : (
        <>
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="sm" c="red.8">
            {t('studio.autosave.outdated')}
          </Text>
        </>
      )}
    </Group>
  );
}
