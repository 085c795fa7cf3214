import { Text } from '@mantine/core';
import type { MentalTestSettings, MentalTestTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { taskFontSize } from '../speed-test/taskFontSize.ts';

/**
 * The admin's example written large, as on the board, with "= ?" to ask for the answer. It shrinks
 * to one line on a phone; only an example too long even at the smallest size wraps.
 */
export function MentalTestView({ task, onShown }: TaskViewProps<MentalTestSettings, MentalTestTask>) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  const shown = `${task.display} = ?`;
  return (
    <Text component="div" ta="center">
      <Text fw={800} ff="monospace" style={{ fontSize: taskFontSize(shown.length) }} data-testid="mental-test-task">
        {shown}
      </Text>
      <Text c="dimmed" size="lg">
        {t('mentalTest.prompt')}
      </Text>
    </Text>
  );
}
