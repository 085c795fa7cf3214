import { Text } from '@mantine/core';
import type { MentalTestSettings, MentalTestTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

/** The admin's example written large, as on the board, with "= ?" to ask for the answer. */
export function MentalTestView({ task, onShown }: TaskViewProps<MentalTestSettings, MentalTestTask>) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  return (
    <Text component="div" ta="center">
      <Text fz={{ base: 40, sm: 56 }} fw={800} ff="monospace" data-testid="mental-test-task">
        {task.display} = ?
      </Text>
      <Text c="dimmed" size="lg">
        {t('mentalTest.prompt')}
      </Text>
    </Text>
  );
}
