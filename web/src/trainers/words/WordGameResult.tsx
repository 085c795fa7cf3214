import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundSummary } from '../shell/types.ts';

/** Under the score (words in ten minutes): the words found, the search's time and the selections that spelt nothing. */
export function WordGameResult({ summary }: { summary: RoundSummary }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const seconds = Math.round(summary.playedMs / 1000);
  const time = `${format.format(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Stack gap={4} align="center" data-testid="word-game-result">
      <Group justify="center" gap="lg">
        <Text fw={700}>{t('trainers.words.resultFound', { count: summary.correct, total: summary.total })}</Text>
        <Text fw={700}>{t('trainers.words.resultTime', { time })}</Text>
        <Text fw={700} c={summary.misses > 0 ? 'orange.8' : 'teal.8'}>
          {t('trainers.words.resultMisses', { count: summary.misses })}
        </Text>
      </Group>
      <Text c="dimmed" size="sm" ta="center">
        {t('trainers.words.speed')}
      </Text>
    </Stack>
  );
}
