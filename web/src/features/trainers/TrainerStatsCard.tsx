import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TrainerStats } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { TrainerIcon } from '../../trainers/icons/TrainerIcon.tsx';
import { RecentRoundsTable } from './RecentRoundsTable.tsx';
import type { StatsViewer } from './statsViewer.ts';
import { TrainerRatingView } from './student/TrainerRatingView.tsx';
import { TrendChart } from './TrendChart.tsx';

type View = 'stats' | 'rating';

function StatTile({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="lg" padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Card>
  );
}

/** One trainer's statistics, with its rating behind a switch so the page stays short. */
export function TrainerStatsCard({
  stats,
  subjectId,
  viewer,
}: {
  stats: TrainerStats;
  subjectId: number;
  viewer: StatsViewer;
}) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [view, setView] = useState<View>('stats');
  const title = localize(stats.title);

  return (
    <Card component="section" aria-label={title} withBorder radius="xl" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm" wrap="nowrap">
            <TrainerIcon icon={stats.component} component={stats.component} size={48} />
            <Title order={2} size="h3">
              {title}
            </Title>
          </Group>
          <SegmentedControl
            radius="xl"
            value={view}
            onChange={(value) => setView(value === 'rating' ? 'rating' : 'stats')}
            data={[
              { value: 'stats', label: t('profile.trainers.statsView') },
              { value: 'rating', label: t('profile.trainers.ratingView') },
            ]}
          />
        </Group>
        {view === 'stats' ? (
          <>
            <SimpleGrid cols={{ base: 3 }} spacing="sm">
              <StatTile label={t('profile.trainers.rounds')} value={stats.rounds} />
              <StatTile label={t('profile.trainers.best')} value={stats.best_score} />
              <StatTile label={t('profile.trainers.wins')} value={stats.wins} />
            </SimpleGrid>
            <TrendChart trend={stats.trend} viewer={viewer} component={stats.component} />
            <RecentRoundsTable rounds={stats.recent} />
          </>
        ) : (
          <TrainerRatingView trainerId={stats.trainer_id} subjectId={subjectId} />
        )}
      </Stack>
    </Card>
  );
}
