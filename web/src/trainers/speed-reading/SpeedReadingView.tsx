import { Button, Stack, Text, Title } from '@mantine/core';
import type { SpeedReadingAnswer, SpeedReadingSettings, SpeedReadingTask } from '@umka/games';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { FindWordText } from './FindWordText.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import { RsvpReader } from './RsvpReader.tsx';
import { WindowReader } from './WindowReader.tsx';

/**
 * One task of a speed-reading round. The first question of RSVP or the moving window is preceded by the text at the
 * chosen pace (its time is the question's, which is what the server's reading floor counts), after a ready button so
 * nobody is caught unawares; "find the word" shows the text with the word to find.
 */
export function SpeedReadingView({
  task,
  settings,
  onShown,
  answered,
  onAnswer,
  allTasks,
}: TaskViewProps<SpeedReadingSettings, SpeedReadingTask, SpeedReadingAnswer>) {
  const { t } = useTranslation();
  const readsFirst = task.kind === 'question' && allTasks.indexOf(task) === 0;
  const [phase, setPhase] = useState<'ready' | 'reading' | 'asking'>(readsFirst ? 'ready' : 'asking');
  const read = useCallback(() => setPhase('asking'), []);
  useEffect(() => onShown(), [onShown]);

  if (task.kind === 'find') {
    return (
      <FindWordText
        task={task}
        text={settings.text.text}
        disabled={answered}
        onFound={(place, misses) => onAnswer({ pick: place, misses })}
      />
    );
  }
  if (phase === 'ready') {
    return (
      <Stack align="center" gap="md" data-testid="reading-ready">
        <Title order={2} size="h3" ta="center">
          {settings.text.title}
        </Title>
        <Text ta="center" c="dimmed">
          {t(settings.mode === 'rsvp' ? 'trainers.speedReading.readyRsvp' : 'trainers.speedReading.readyWindow', {
            wpm: settings.wpm,
          })}
        </Text>
        <Button size="lg" radius="xl" color="yellow" onClick={() => setPhase('reading')} autoFocus>
          {t('trainers.speedReading.go')}
        </Button>
      </Stack>
    );
  }
  if (phase === 'reading') {
    return settings.mode === 'rsvp' ? (
      <RsvpReader text={settings.text.text} wpm={settings.wpm} onDone={read} />
    ) : (
      <WindowReader text={settings.text.text} wpm={settings.wpm} onDone={read} />
    );
  }
  return <QuestionCard task={task} disabled={answered} onPick={(pick) => onAnswer({ pick, misses: 0 })} />;
}
