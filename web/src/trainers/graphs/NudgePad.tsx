import { ActionIcon, Group } from '@mantine/core';
import { type Icon, IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import type { Point } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { type ArrowKey, stepPicked } from './CoordinateGrid.tsx';

const BUTTONS = [
  { key: 'ArrowLeft', Icon: IconArrowLeft, label: 'trainers.graphs.nudgeLeft' },
  { key: 'ArrowUp', Icon: IconArrowUp, label: 'trainers.graphs.nudgeUp' },
  { key: 'ArrowDown', Icon: IconArrowDown, label: 'trainers.graphs.nudgeDown' },
  { key: 'ArrowRight', Icon: IconArrowRight, label: 'trainers.graphs.nudgeRight' },
] as const satisfies readonly { key: ArrowKey; Icon: Icon; label: string }[];

/**
 * On a phone a grid step is a few millimetres, smaller than a finger: the player taps near the place
 * and steps the point into it with these, as the arrow keys do on a keyboard. Out of the Tab order,
 * since the focused grid already takes the arrow keys; a click leaves the focus on the grid, so Enter
 * after a click still confirms the point instead of stepping it once more.
 */
export function NudgePad({
  picked,
  range,
  disabled,
  onPick,
}: {
  picked: Point | null;
  range: number;
  disabled: boolean;
  onPick: (point: Point) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      {BUTTONS.map(({ key, Icon: Arrow, label }) => (
        <ActionIcon
          key={key}
          size={44}
          radius="xl"
          variant="light"
          tabIndex={-1}
          aria-label={t(label)}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(stepPicked(picked, key, range))}
        >
          <Arrow size={22} aria-hidden />
        </ActionIcon>
      ))}
    </Group>
  );
}
