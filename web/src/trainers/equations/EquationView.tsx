import { Text } from '@mantine/core';
import type { EquationsSettings, EquationTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

/** A side never breaks inside (`6x` / `− 12` on two lines reads as two equations on a phone). */
const SIDE = { whiteSpace: 'nowrap' } as const;

/** The equation, written as in a school notebook, with the unknown to find. */
export function EquationView({ task, onShown }: TaskViewProps<EquationsSettings, EquationTask>) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  const [left, right] = task.display.replaceAll('-', '−').split(' = ');
  return (
    <Text component="div" ta="center">
      {/* Shrinks with the screen so a 19-character equation fits one line of a 390 px phone. */}
      <Text fw={800} ff="monospace" data-testid="equation" style={{ fontSize: 'min(48px, 8vw)' }}>
        <span style={SIDE}>{left}</span> = <span style={SIDE}>{right}</span>
      </Text>
      <Text c="dimmed" size="lg">
        {t('trainers.equations.prompt')}
      </Text>
    </Text>
  );
}
