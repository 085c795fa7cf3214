import { Button, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowRight, IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { type ArticulationStep, guidedStepMs } from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticulationPicture } from './art/ArticulationPicture.tsx';
import { BeatDots, HoldRing } from './StepTimer.tsx';
import type { SoftSound } from './softSound.ts';

/** How often the clock on screen moves: smooth enough for the ring, few enough renders for an old laptop. */
const TICK_MS = 100;
/**
 * The shell starts timing a task a moment after this view has mounted and started its own clock; a step is finished
 * a little after its time, so an exercise done as guided is never shorter than the server's floor.
 */
export const CLOCK_MARGIN_MS = 200;
const KEYS = new Set([' ', 'Enter']);

/** Milliseconds since this step appeared, ticking until `untilMs`. */
function useElapsedMs(untilMs: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const over = now - startedAt >= untilMs;
  useEffect(() => {
    if (over) return;
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, [over]);
  return now - startedAt;
}

/** Whether a key press belongs to a control that has the focus (a button, the recorder), not to the exercise. */
function onControl(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('button, a, input, textarea, select, [role="button"]') !== null;
}

interface StepPlayerProps {
  step: ArticulationStep;
  /** The exercise's name, for the picture's label. */
  title: string;
  stepNumber: number;
  steps: number;
  answered: boolean;
  sound: SoftSound;
  onDone: () => void;
  onSkip: () => void;
}

/**
 * One step of an exercise: the picture, what to do, and the clock of a hold or the beat of a movement. The step's
 * button wakes when its time has passed ("Done" for a step, "Next" for the exercise's last); Space or Enter press it.
 */
export function StepPlayer({ step, title, stepNumber, steps, answered, sound, onDone, onSkip }: StepPlayerProps) {
  const { t } = useTranslation();
  const moving = !useReducedMotion();
  const totalMs = guidedStepMs(step);
  const elapsedMs = useElapsedMs(totalMs + CLOCK_MARGIN_MS);
  const ready = elapsedMs >= totalMs + CLOCK_MARGIN_MS;
  const beat = step.kind === 'repeat' ? Math.min(step.times - 1, Math.floor(elapsedMs / step.beatMs)) : 0;
  const last = stepNumber === steps;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new beat is the trigger of its tap
  useEffect(() => {
    if (step.kind === 'repeat' && !ready) sound.beat();
  }, [step.kind, beat, ready, sound]);
  useEffect(() => {
    if (ready) sound.ready();
  }, [ready, sound]);

  const press = useRef(() => {});
  press.current = () => {
    if (ready && !answered) onDone();
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!KEYS.has(event.key) || event.repeat || onControl(event.target)) return;
      event.preventDefault();
      press.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const poses = step.kind === 'hold' ? [step.pose] : step.poses;
  return (
    <Stack align="center" gap="sm" w="100%">
      <ArticulationPicture poses={poses} beat={beat} moving={moving} label={title} />
      {steps > 1 ? (
        <Text size="sm" c="dimmed" fw={600}>
          {t('trainers.articulation.stepOf', { current: stepNumber, total: steps })}
        </Text>
      ) : null}
      <Text fz="lg" fw={600} ta="center" maw={460} aria-live="polite" data-testid="articulation-instruction">
        {t(`trainers.articulation.steps.${step.key}`)}
      </Text>
      {step.kind === 'hold' ? (
        <HoldRing elapsedMs={elapsedMs} totalMs={totalMs} moving={moving} />
      ) : (
        <BeatDots beat={beat} times={step.times} done={ready} moving={moving} />
      )}
      <Group justify="center" gap="sm">
        <Button
          size="lg"
          radius="xl"
          color={ready ? 'teal' : 'grape'}
          disabled={!ready || answered}
          onClick={() => press.current()}
          rightSection={last ? <IconArrowRight size={20} /> : <IconCheck size={20} />}
        >
          {last ? t('trainers.articulation.next') : t('trainers.articulation.done')}
        </Button>
        <Button
          size="lg"
          radius="xl"
          variant="subtle"
          color="gray"
          disabled={answered}
          onClick={onSkip}
          leftSection={<IconPlayerSkipForward size={18} />}
        >
          {t('trainers.articulation.skip')}
        </Button>
      </Group>
    </Stack>
  );
}
