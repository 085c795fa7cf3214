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

/** Scores of the latest validated rounds in time order; one point is no trend, so it waits for two. */
export function TrendChart({ trend, viewer }: { trend: TrainerStats['trend']; viewer: StatsViewer }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const texts = TEXTS[viewer];
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
    <Stack gap={4} role="figure" aria-label={t(texts.title)}>
      <Text fw={700}>{t(texts.title)}</Text>
      <LineChart
        h={200}
        data={data}
        dataKey="date"
        series={[{ name: 'score', label: t('profile.trainers.score'), color: 'grape.6' }]}
        curveType="monotone"
        withLegend={false}
      />
    </Stack>
  );
}
