import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundSummary } from '../shell/types.ts';

/** Under the score (cells a minute): the table's own measure, its time, and the wrong clicks. */
export function SchulteResult({ summary }: { summary: RoundSummary }) {
  const { t, i18n } = useTranslation();
  const seconds = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(summary.playedMs / 1000);
  return (
    <Stack gap={4} align="center" data-testid="schulte-result">
      <Group justify="center" gap="lg">
        <Text fw={700}>{t('trainers.schulte.time', { seconds })}</Text>
        <Text fw={700} c={summary.misses > 0 ? 'orange.8' : 'teal.8'}>
          {t('trainers.schulte.misses', { count: summary.misses })}
        </Text>
      </Group>
      <Text c="dimmed" size="sm" ta="center">
        {t('trainers.schulte.speed')}
      </Text>
    </Stack>
  );
}
