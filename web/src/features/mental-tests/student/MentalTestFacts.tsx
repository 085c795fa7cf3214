import { Group, Text } from '@mantine/core';
import { IconClock, IconListNumbers, IconTrophy } from '@tabler/icons-react';
import type { StudentMentalTest } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { formatTimeLimit } from './timeLimit.ts';

/** What a student wants to know before a test: how many tasks, how much time, their best so far. */
export function MentalTestFacts({ test, justify }: { test: StudentMentalTest; justify?: 'center' }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" justify={justify} wrap="wrap">
      <Group gap={4} wrap="nowrap">
        <IconListNumbers size={18} aria-hidden />
        <Text size="sm">{t('mentalTest.tasks', { count: test.task_count })}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconClock size={18} aria-hidden />
        <Text size="sm">{t('mentalTest.timeLimit', { time: formatTimeLimit(test.time_limit_sec) })}</Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconTrophy size={18} aria-hidden />
        <Text size="sm">
          {test.best
            ? t('mentalTest.best', { correct: test.best.correct, total: test.best.total })
            : t('mentalTest.noBest')}
        </Text>
      </Group>
    </Group>
  );
}
