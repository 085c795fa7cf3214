import { Button, Stack, Text } from '@mantine/core';
import { type AbacusAnswer, type AbacusSettings, type AbacusTask, beadsFor, type Rod } from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { Soroban } from './Soroban.tsx';

type AbacusViewProps = TaskViewProps<AbacusSettings, AbacusTask, AbacusAnswer>;

/** "Read": the soroban shows the number for the set time, then hides it and the number is typed. */
function ReadTask({ task, settings, onShown }: AbacusViewProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const id = window.setTimeout(() => {
      setVisible(false);
      onShown();
    }, settings.displayMs);
    return () => window.clearTimeout(id);
  }, [settings.displayMs, onShown]);
  if (visible) return <Soroban rods={beadsFor(task.value, settings.rods)} />;
  return (
    <Text fz={32} fw={700} c="grape.7">
      {t('trainers.abacus.readPrompt')}
    </Text>
  );
}

/** "Set": a number is shown and the player moves the beads to show it, then checks. */
function SetTask({ task, settings, onShown, onAnswer, answered }: AbacusViewProps) {
  const { t } = useTranslation();
  const [rods, setRods] = useState<Rod[]>(() => beadsFor(0, settings.rods));
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => onShown(), [onShown]);
  // A keyboard player starts on the first bead; the Check button they pressed went with the last task.
  useEffect(() => board.current?.querySelector<SVGElement>('[role="button"]')?.focus(), []);
  return (
    <Stack ref={board} align="center" gap="sm" w="100%">
      <Text fz={48} fw={900} c="blue.7" data-testid="abacus-target">
        {task.value}
      </Text>
      <Soroban rods={rods} onChange={answered ? undefined : setRods} />
      <Button size="lg" radius="xl" color="teal" onClick={() => onAnswer(rods)} disabled={answered}>
        {t('trainers.abacus.check')}
      </Button>
    </Stack>
  );
}

export function AbacusView(props: AbacusViewProps) {
  return props.task.mode === 'read' ? <ReadTask {...props} /> : <SetTask {...props} />;
}
