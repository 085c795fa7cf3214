import { Text } from '@mantine/core';
import { formatSpeedTask, type SpeedTask, type SpeedTestSettings } from '@umka/games';
import { useEffect } from 'react';
import type { TaskViewProps } from '../shell/types.ts';

/** The task as printed in a school book: a real minus sign, not a hyphen. */
export const speedTaskText = (task: SpeedTask): string => formatSpeedTask(task).replace(' - ', ' − ');

/** One example at a time, big; the answer is typed on the keypad and the next one follows at once. */
export function SpeedTestView({ task, onShown }: TaskViewProps<SpeedTestSettings, SpeedTask>) {
  useEffect(() => onShown(), [onShown]);
  return (
    <Text fz={56} fw={800} ff="monospace" ta="center" data-testid="speed-task">
      {speedTaskText(task)} = ?
    </Text>
  );
}
