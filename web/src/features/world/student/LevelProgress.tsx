import { Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { StudentFieldActivity } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';

/** Share of the way from the current level's threshold to the next one, in percent. */
function levelProgress(profession: StudentFieldActivity): number {
  const next = profession.next_threshold;
  if (next === null) return 100;
  const from = profession.field_activity.levels.find((level) => level.level === profession.level)?.threshold ?? 0;
  if (next <= from) return 100;
  return Math.min(100, Math.max(0, ((profession.likes_earned - from) / (next - from)) * 100));
}

/** The level reached and how many likes earned since choosing the profession lead to the next one. */
export function LevelProgress({ profession }: { profession: StudentFieldActivity }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const next = profession.next_threshold;
  const caption =
    next === null
      ? t('places.job.topLevel')
      : t('places.job.progress', { earned: profession.likes_earned, count: next });
  return (
    <Card component="section" radius="xl" padding="lg" withBorder aria-label={t('places.job.levelSection')}>
      <Stack gap="sm">
        <Group gap="sm">
          <Badge size="lg" radius="xl" variant="filled" color="grape" data-testid="job-level">
            {t('places.job.level', { level: profession.level })}
          </Badge>
          <Text fw={800} size="lg" data-testid="job-level-title">
            {localize(profession.level_title)}
          </Text>
        </Group>
        <Progress.Root size="xl" radius="xl">
          <Progress.Section
            value={Math.round(levelProgress(profession))}
            color="grape"
            aria-label={caption}
            data-testid="job-progress"
          />
        </Progress.Root>
        <Text size="sm" c="dimmed">
          {caption}
        </Text>
      </Stack>
    </Card>
  );
}
