import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { percentOf } from './courseState.ts';

interface LessonsProgressProps {
  done: number;
  total: number;
  /** What the bar measures, for a screen reader: the course's or the block's title. */
  of: string;
  size?: 'sm' | 'lg';
}

/** "3 из 8 уроков" over a bar, teal once everything is done. */
export function LessonsProgress({ done, total, of, size = 'sm' }: LessonsProgressProps) {
  const { t } = useTranslation();
  const percent = percentOf(done, total);
  const finished = total > 0 && done >= total;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {t('courses.student.lessonsDone', { done, count: total })}
        </Text>
        <Text size="sm" c="dimmed">
          {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        color={finished ? 'teal' : 'indigo'}
        size={size}
        radius="xl"
        aria-label={t('courses.student.progressOf', { title: of, percent })}
      />
    </Stack>
  );
}
