import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import type { ArticulationAnswer, ArticulationSettings, ArticulationTask } from '@umka/games';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VoiceRecorder } from '../../features/voice-recordings/index.ts';
import { useSubjectDataIfAny } from '../../lib/subject-context.ts';
import type { TaskViewProps } from '../shell/types.ts';
import { StepPlayer } from './StepPlayer.tsx';
import { createSoftSound } from './softSound.ts';

/**
 * One exercise at a time: its name and rhyme, then its steps one after another, each with its picture and its clock.
 * The exercise is answered done after its last step, or skipped; a reminder to do it in front of a mirror stays below.
 * An exercise that is heard (the pony's hooves, the drum) offers a student the voice recorder for all its steps; a
 * teacher trying the trainer out has no subject to send a recording in, and no recorder.
 */
export function ArticulationView({
  task,
  onShown,
  answered,
  onAnswer,
}: TaskViewProps<ArticulationSettings, ArticulationTask, ArticulationAnswer>) {
  const { t } = useTranslation();
  const [stepIndex, setStepIndex] = useState(0);
  const sound = useMemo(createSoftSound, []);
  const step = task.steps[stepIndex];
  const title = t(`trainers.articulation.exercises.${task.key}.title`);
  const subjectId = useSubjectDataIfAny()?.subject.id ?? null;

  useEffect(() => onShown(), [onShown]);
  useEffect(() => () => sound.close(), [sound]);

  const finishStep = () => {
    if (answered) return;
    if (stepIndex + 1 >= task.steps.length) onAnswer({ done: true });
    else setStepIndex(stepIndex + 1);
  };

  return (
    <Stack align="center" gap="sm" w="100%" data-testid="articulation">
      <Title order={2} size="h3" ta="center">
        {title}
      </Title>
      <Text c="dimmed" fs="italic" ta="center" maw={420} style={{ whiteSpace: 'pre-line' }}>
        {t(`trainers.articulation.exercises.${task.key}.rhyme`)}
      </Text>
      {step ? (
        <StepPlayer
          key={stepIndex}
          step={step}
          title={title}
          stepNumber={stepIndex + 1}
          steps={task.steps.length}
          answered={answered}
          sound={sound}
          onDone={finishStep}
          onSkip={() => {
            if (!answered) onAnswer({ done: false });
          }}
        />
      ) : null}
      <Group gap={6} c="dimmed" justify="center">
        <IconMoodSmile size={18} aria-hidden />
        <Text size="sm">{t('trainers.articulation.mirror')}</Text>
      </Group>
      {task.voiced && subjectId !== null ? (
        <VoiceRecorder
          subjectId={subjectId}
          topic={`articulation:${task.key}`}
          topicTitle={t('trainers.articulation.recordingTitle', { title })}
        />
      ) : null}
    </Stack>
  );
}
