import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconPencil, IconPlayerPlay } from '@tabler/icons-react';
import type { HomeworkItemProgress, HomeworkTaskItem, HomeworkTrainerItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { TASK_STATE_COLORS, taskStateOf } from '../homeworkStatus.ts';
import { homeworkTrainerPath } from './homeworkPaths.ts';

interface TrainerRowProps {
  homeworkId: number;
  item: HomeworkTrainerItem;
  progress: HomeworkItemProgress | undefined;
  /** Where "Play" leads when not to the homework list's trainer page (a course lesson's homework). */
  playPath?: string;
}

export function TrainerItemRow({ homeworkId, item, progress, playPath }: TrainerRowProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const title = localized(item.trainer_title);
  const done = progress?.rounds_done ?? 0;
  const roundsText = t('studentHomework.item.rounds', { done, target: item.target_rounds });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{title}</Text>
            {item.min_score !== null ? (
              <Text size="sm" c="dimmed">
                {t('studentHomework.item.minScore', { score: item.min_score })}
              </Text>
            ) : null}
          </Stack>
          {progress?.complete ? <Badge color="teal">{t('studentHomework.item.targetReached')}</Badge> : null}
        </Group>
        <Text size="sm">{roundsText}</Text>
        <Progress
          value={(Math.min(done, item.target_rounds) / item.target_rounds) * 100}
          color={progress?.complete ? 'teal' : 'grape'}
          aria-label={roundsText}
        />
        <Group justify="flex-end">
          <Button
            component={Link}
            to={playPath ?? homeworkTrainerPath(homeworkId, item.id)}
            leftSection={<IconPlayerPlay size={18} />}
            radius="xl"
            aria-label={t('studentHomework.item.playNamed', { title })}
          >
            {t('studentHomework.item.play')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface TaskRowProps {
  item: HomeworkTaskItem;
  number: number;
  progress: HomeworkItemProgress | undefined;
  onAnswer: () => void;
}

export function TaskItemRow({ item, number, progress, onAnswer }: TaskRowProps) {
  const { t } = useTranslation();
  const state = taskStateOf(progress);
  const comment = progress?.answer?.comment;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{t('studentHomework.item.task', { number })}</Text>
          <Badge color={TASK_STATE_COLORS[state]}>{t(`studentHomework.taskState.${state}`)}</Badge>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
          {item.text}
        </Text>
        {comment ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMessageCircle size={18} aria-hidden />
            <Text size="sm" c={state === 'needs_rework' ? 'orange.9' : undefined}>
              {t('studentHomework.item.teacherComment', { comment })}
            </Text>
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant={state === 'accepted' ? 'default' : 'filled'}
            leftSection={<IconPencil size={18} />}
            radius="xl"
            onClick={onAnswer}
            aria-label={t(
              state === 'accepted' ? 'studentHomework.item.openNamed' : 'studentHomework.item.answerNamed',
              { number },
            )}
          >
            {state === 'accepted' ? t('studentHomework.item.open') : t('studentHomework.item.answer')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
