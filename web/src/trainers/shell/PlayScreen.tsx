import { Badge, Box, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnswerFeedback } from './AnswerFeedback.tsx';
import { answersMayBeNegative } from './answerText.ts';
import { NumericKeypad } from './NumericKeypad.tsx';
import { RoundTimer } from './RoundTimer.tsx';
import { TimeBar } from './TimeBar.tsx';
import type { AnyTrainerUi } from './types.ts';
import type { Round } from './useRound.ts';

interface PlayScreenProps {
  ui: AnyTrainerUi;
  round: Round;
  typed: string;
  ready: boolean;
  /** Changes when the current task is to be shown again from its start. */
  showing: number;
  onShown: () => void;
  onAnswer: (answer: unknown, taskIndex?: number) => void;
  onKey: (key: string) => void;
  onSubmit: () => void;
  /** Ends an open-ended round early. */
  onFinish: () => void;
}

/** A fixed-length round: which task of how many (in a round in any order, how many are done), and a bar filling by task. */
function TaskProgress({ round, ownClock }: { round: Round; ownClock: boolean }) {
  const { t } = useTranslation();
  const total = round.tasks.length;
  const done = round.anyOrder ? round.tally.answered : round.index;
  const current = round.anyOrder ? done : done + 1;
  return (
    <>
      <Group justify="space-between" w="100%">
        <Text fw={700} aria-label={t('trainers.shell.progressLabel', { current, total })}>
          {t('trainers.shell.progress', { current, total })}
        </Text>
        {ownClock ? null : <RoundTimer startedAt={round.startedAt} limitMs={round.limitMs} />}
      </Group>
      <Progress.Root w="100%" radius="xl" size="lg">
        <Progress.Section
          value={(done / Math.max(total, 1)) * 100}
          color="grape"
          aria-label={t('trainers.shell.progressLabel', { current, total })}
        />
      </Progress.Root>
    </>
  );
}

/** An open-ended round: the right answers so far, the time left, and a way to finish early. */
function OpenEndedProgress({ round, onFinish }: { round: Round; onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" w="100%">
        <Badge
          size="xl"
          variant="light"
          color="teal"
          leftSection={<IconCheck size={18} />}
          aria-live="polite"
          aria-label={t('trainers.shell.correctSoFar', { correct: round.tally.correct })}
          data-testid="correct-count"
        >
          {round.tally.correct}
        </Badge>
        <RoundTimer startedAt={round.startedAt} limitMs={round.limitMs} />
        <Button variant="light" color="grape" radius="xl" leftSection={<IconFlag size={18} />} onClick={onFinish}>
          {t('trainers.shell.finish')}
        </Button>
      </Group>
      {round.limitMs === null ? null : <TimeBar startedAt={round.startedAt} limitMs={round.limitMs} />}
    </>
  );
}

export function PlayScreen(props: PlayScreenProps) {
  const { ui, round, typed, ready, showing, onShown, onAnswer, onKey, onSubmit, onFinish } = props;
  const { t } = useTranslation();
  const { TaskView } = ui;
  const task = round.tasks[round.index];
  const answering = !round.waiting;
  const keypad = task !== undefined && (ui.usesKeypad?.(task) ?? true);

  return (
    <Stack align="center" gap="md" w="100%" maw={ui.anyOrder ? 720 : 520}>
      {round.openEnded ? (
        <OpenEndedProgress round={round} onFinish={onFinish} />
      ) : (
        <TaskProgress round={round} ownClock={ui.ownClock !== undefined} />
      )}
      <Box mih={140} w="100%" style={{ display: 'grid', placeItems: 'center' }}>
        {task === undefined ? null : (
          <TaskView
            key={`${round.index}:${showing}`}
            task={task}
            settings={round.settings}
            onShown={onShown}
            answered={!answering}
            onAnswer={onAnswer}
            allTasks={round.tasks}
            answeredTasks={round.answeredTasks}
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
      {ui.flow ? null : (
        <Box mih={72} w="100%" maw={360}>
          {round.feedback ? (
            <AnswerFeedback
              key={round.feedback.index}
              correct={round.feedback.correct}
              solution={ui.solution(round.tasks[round.feedback.index])}
            />
          ) : null}
        </Box>
      )}
      {keypad ? (
        <NumericKeypad
          onKey={onKey}
          onSubmit={onSubmit}
          decimals={ui.decimals}
          negatives={answersMayBeNegative(ui, round.settings)}
          disabled={!ready || !answering}
        />
      ) : null}
    </Stack>
  );
}
