import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TrainerTrend } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { localize, useLocale } from '../../lib/i18n.ts';

/**
 * One chart per trainer over the last weeks: the rounds played as bars and the average score as a line, so a parent
 * sees both the habit and the progress. A week without rounds stays on the axis as an empty bar.
 */
function TrainerChart({ trend }: { trend: TrainerTrend }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const title = localize(trend.title, locale);
  const data = trend.weeks.map((week) => ({
    week: format.format(new Date(`${week.week}T00:00:00Z`)),
    rounds: week.rounds,
    average: week.average_score,
  }));
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap={4} role="figure" aria-label={t('parents.child.chartLabel', { trainer: title })}>
        <Text fw={700}>{title}</Text>
        <CompositeChart
          h={200}
          data={data}
          dataKey="week"
          series={[
            { name: 'rounds', label: t('parents.child.rounds'), color: 'indigo.3', type: 'bar' },
            {
              name: 'average',
              label: t('parents.child.averageScore'),
              color: 'grape.7',
              type: 'line',
              yAxisId: 'right',
            },
          ]}
          withRightYAxis
          withLegend
          connectNulls
          curveType="monotone"
          tickLine="none"
          gridAxis="y"
        />
        <Text size="xs" c="dimmed">
          {t('parents.child.averages', {
            values: trend.weeks
              .filter((week) => week.average_score !== null)
              .map((week) => week.average_score)
              .join(' → '),
          })}
        </Text>
      </Stack>
    </Card>
  );
}

export function WeeklyTrendCharts({ trends }: { trends: readonly TrainerTrend[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {trends.map((trend) => (
        <TrainerChart key={trend.trainer_id} trend={trend} />
      ))}
    </SimpleGrid>
  );
}
