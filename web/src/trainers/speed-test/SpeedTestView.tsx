import { Text } from '@mantine/core';
import { formatSpeedTask, type SpeedTask, type SpeedTestSettings } from '@umka/games';
import { useEffect } from 'react';
import type { TaskViewProps } from '../shell/types.ts';
import { taskFontSize } from './taskFontSize.ts';

/** The task as printed in a school book: a real minus sign, not a hyphen. */
export const speedTaskText = (task: SpeedTask): string => formatSpeedTask(task).replace(' - ', ' − ');

/**
 * The longest task on screen, "100 + 100 = ?". Every task is sized for it, so the size stays the
 * same from task to task and nothing under it moves while the player taps away.
 */
export const SPEED_TASK_MAX_CHARS = 13;
const FONT_SIZE = taskFontSize(SPEED_TASK_MAX_CHARS);

/** One example at a time, big; the answer is typed on the keypad and the next one follows at once. */
export function SpeedTestView({ task, onShown }: TaskViewProps<SpeedTestSettings, SpeedTask>) {
  useEffect(() => onShown(), [onShown]);
  return (
    <Text
      fw={800}
      ff="monospace"
      ta="center"
      style={{ fontSize: FONT_SIZE, whiteSpace: 'nowrap' }}
      data-testid="speed-task"
    >
      {speedTaskText(task)} = ?
    </Text>
  );
}
