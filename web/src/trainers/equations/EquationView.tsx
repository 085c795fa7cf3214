import { Text } from '@mantine/core';
import type { EquationsSettings, EquationTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

/** The equation, written as in a school notebook, with the unknown to find. */
export function EquationView({ task, onShown }: TaskViewProps<EquationsSettings, EquationTask>) {
  const { t } = useTranslation();
  useEffect(() => onShown(), [onShown]);
  return (
    <Text component="div" ta="center">
      <Text fz={48} fw={800} ff="monospace" data-testid="equation">
        {task.display.replaceAll('-', '−')}
      </Text>
      <Text c="dimmed" size="lg">
        {t('trainers.equations.prompt')}
      </Text>
    </Text>
  );
}
