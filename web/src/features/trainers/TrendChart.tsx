import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import type { TrainerStats } from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import type { StatsViewer } from './statsViewer.ts';

const TEXTS = {
  student: { title: 'profile.trainers.trend', soon: 'profile.trainers.trendSoon' },
  teacher: { title: 'profile.trainers.studentTrend', soon: 'profile.trainers.studentTrendSoon' },
} as const;

/** What a score measures, where a trainer says it (speed reading: the reading speed); else just "score". */
const SCORE_NAMES: Partial<Record<string, string>> = { speedReading: 'profile.trainers.scoreOf.speedReading' };

/**
 * Scores of the latest validated rounds in time order; one point is no trend, so it waits for two. The title says
 * what the score measures where that is more than points (a teacher reads a reader's speed trend here).
 */
export function TrendChart({
  trend,
  viewer,
  component,
}: {
  trend: TrainerStats['trend'];
  viewer: StatsViewer;
  component: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const texts = TEXTS[viewer];
  const scoreName = SCORE_NAMES[component];
  const title = scoreName ? `${t(texts.title)}: ${t(scoreName)}` : t(texts.title);
  const data = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' });
    return trend.map((point) => ({
      date: format.format(new Date(point.created_at)),
      score: point.score,
    }));
  }, [trend, locale]);

  if (data.length < 2) {
    return (
      <Text c="dimmed" size="sm">
        {t(texts.soon)}
      </Text>
    );
  }
  return (
    <Stack gap={4} role="figure" aria-label={title}>
      <Text fw={700}>{title}</Text>
      <LineChart
        h={200}
        data={data}
        dataKey="date"
        series={[{ name: 'score', label: t(scoreName ?? 'profile.trainers.score'), color: 'grape.6' }]}
        curveType="monotone"
        withLegend={false}
      />
    </Stack>
  );
}
