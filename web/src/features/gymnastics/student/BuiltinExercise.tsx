import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { GYMNASTICS_BUILTIN_SECONDS, type GymnasticsBuiltinKey } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import {
  BUILTINS,
  type EyeExerciseDefinition,
  FINGER_STEP_MS,
  FINGER_STEP_REDUCED_MS,
  type FingerExerciseDefinition,
} from './builtins.ts';
import { EyeBall, eyeStepAt } from './EyeBall.tsx';
import { HandPicture } from './HandPicture.tsx';
import { type ExerciseClock, useExerciseClock } from './useExerciseClock.ts';

const DURATION_MS = GYMNASTICS_BUILTIN_SECONDS * 1000;

function EyesPart({
  definition,
  builtinKey,
  clock,
  reduced,
}: {
  definition: EyeExerciseDefinition;
  builtinKey: GymnasticsBuiltinKey;
  clock: ExerciseClock;
  reduced: boolean;
}) {
  const { t } = useTranslation();
  const step = eyeStepAt(definition, clock.elapsed);
  const words = reduced && step ? t(`gymnastics.steps.${step.step}`) : t(`gymnastics.builtin.${builtinKey}.hint`);
  return (
    <>
      <EyeBall definition={definition} clock={clock} reduced={reduced} label={t('gymnastics.player.ballLabel')} />
      <Text size={reduced ? 'xl' : 'lg'} fw={reduced ? 800 : 600} ta="center" aria-live="polite">
        {words}
      </Text>
      {reduced ? null : (
        <Text size="sm" c="dimmed" ta="center">
          {t('gymnastics.player.keepHeadStill')}
        </Text>
      )}
    </>
  );
}

function FingersPart({
  definition,
  clock,
  reduced,
}: {
  definition: FingerExerciseDefinition;
  clock: ExerciseClock;
  reduced: boolean;
}) {
  const { t } = useTranslation();
  const stepMs = reduced ? FINGER_STEP_REDUCED_MS : FINGER_STEP_MS;
  const roundMs = stepMs * definition.steps.length;
  const index = Math.floor(clock.elapsed / stepMs) % definition.steps.length;
  const step = definition.steps[index] ?? definition.steps[0];
  const rounds = Math.ceil(DURATION_MS / roundMs);
  const round = Math.min(rounds, Math.floor(clock.elapsed / roundMs) + 1);
  if (!step) return null;
  const words = t(`gymnastics.fingerSteps.${step.say}`);
  return (
    <>
      <HandPicture pose={step.pose} label={words} reduced={reduced} />
      <Text size="xl" fw={800} ta="center" aria-live="polite">
        {words}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('gymnastics.player.round', { round, rounds })}
      </Text>
    </>
  );
}

/**
 * An exercise the app draws itself, a minute long with a progress bar; it waits for "Start", pauses and starts over.
 * Reduced motion: the ball stands still at each place in turn and the hand changes without moving, with the words.
 */
export function BuiltinExercise({ builtinKey }: { builtinKey: GymnasticsBuiltinKey }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion() === true;
  const clock = useExerciseClock(DURATION_MS);
  const definition = BUILTINS[builtinKey];
  const seconds = Math.floor(clock.elapsed / 1000);
  const percent = (clock.elapsed / DURATION_MS) * 100;

  return (
    <Stack gap="sm">
      {definition.kind === 'eyes' ? (
        <EyesPart definition={definition} builtinKey={builtinKey} clock={clock} reduced={reduced} />
      ) : (
        <FingersPart definition={definition} clock={clock} reduced={reduced} />
      )}
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        color={clock.finished ? 'teal' : 'blue'}
        aria-label={t('gymnastics.player.progress', { seconds, total: GYMNASTICS_BUILTIN_SECONDS })}
        transitionDuration={reduced ? 0 : 250}
      />
      <Group justify="center" gap="sm">
        {clock.running ? (
          <Button variant="light" radius="xl" leftSection={<IconPlayerPause size={18} />} onClick={clock.pause}>
            {t('gymnastics.player.pause')}
          </Button>
        ) : clock.finished ? (
          <Button variant="light" radius="xl" leftSection={<IconRefresh size={18} />} onClick={clock.restart}>
            {t('gymnastics.player.again')}
          </Button>
        ) : (
          <Button radius="xl" leftSection={<IconPlayerPlay size={18} />} onClick={clock.start}>
            {clock.elapsed > 0 ? t('gymnastics.player.resume') : t('gymnastics.player.start')}
          </Button>
        )}
      </Group>
      {clock.finished ? (
        <Text ta="center" fw={600} c="teal.8" role="status">
          {t('gymnastics.player.finished')}
        </Text>
      ) : null}
    </Stack>
  );
}
