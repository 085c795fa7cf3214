import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundSummary } from '../shell/types.ts';

/** Under the score: what it is made of, the pace and the share of the text understood (or of the words found). */
export function SpeedReadingResult({ summary }: { summary: RoundSummary }) {
  const { t } = useTranslation();
  const share = summary.total > 0 ? Math.round((summary.correct / summary.total) * 100) : 0;
  return (
    <Stack gap={4} align="center" data-testid="speed-reading-result">
      <Group justify="center" gap="lg">
        <Text fw={700}>{t('trainers.speedReading.understood', { share })}</Text>
      </Group>
      <Text c="dimmed" size="sm" ta="center">
        {t('trainers.speedReading.scoreIs')}
      </Text>
    </Stack>
  );
}
