import { Box, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnswerFeedback } from './AnswerFeedback.tsx';
import { NumericKeypad } from './NumericKeypad.tsx';
import { RoundTimer } from './RoundTimer.tsx';
import type { AnyTrainerUi } from './types.ts';
import type { Round } from './useRound.ts';

interface PlayScreenProps {
  ui: AnyTrainerUi;
  round: Round;
  typed: string;
  ready: boolean;
  onShown: () => void;
  onAnswer: (answer: unknown) => void;
  onKey: (key: string) => void;
  onSubmit: () => void;
}

export function PlayScreen({ ui, round, typed, ready, onShown, onAnswer, onKey, onSubmit }: PlayScreenProps) {
  const { t } = useTranslation();
  const { TaskView } = ui;
  const task = round.tasks[round.index];
  const total = round.tasks.length;
  const answering = round.feedback === null;
  const keypad = task !== undefined && (ui.usesKeypad?.(task) ?? true);

  return (
    <Stack align="center" gap="md" w="100%" maw={520}>
      <Group justify="space-between" w="100%">
        <Text fw={700} aria-label={t('trainers.shell.progressLabel', { current: round.index + 1, total })}>
          {t('trainers.shell.progress', { current: round.index + 1, total })}
        </Text>
        <RoundTimer startedAt={round.startedAt} limitMs={round.limitMs} />
      </Group>
      <Progress value={(round.index / Math.max(total, 1)) * 100} w="100%" radius="xl" size="lg" color="grape" />
      <Box mih={140} w="100%" style={{ display: 'grid', placeItems: 'center' }}>
        {task === undefined ? null : (
          <TaskView
            key={round.index}
            task={task}
            settings={round.settings}
            onShown={onShown}
            answered={!answering}
            onAnswer={onAnswer}
          />
        )}
      </Box>
      {keypad ? (
        <Paper
          withBorder
          radius="lg"
          px="xl"
          py="sm"
          w="100%"
          maw={360}
          ta="center"
          bg={ready ? undefined : 'gray.0'}
          aria-live="polite"
        >
          <Text fz={36} fw={800} mih={54} data-testid="typed-answer" aria-label={t('trainers.shell.yourAnswer')}>
            {ready ? typed || '?' : '…'}
          </Text>
        </Paper>
      ) : null}
      <Box mih={72} w="100%" maw={360}>
        {round.feedback ? (
          <AnswerFeedback correct={round.feedback.correct} solution={ui.solution(round.tasks[round.feedback.index])} />
        ) : null}
      </Box>
      {keypad ? (
        <NumericKeypad onKey={onKey} onSubmit={onSubmit} decimals={ui.decimals} disabled={!ready || !answering} />
      ) : null}
    </Stack>
  );
}
