import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { HomeworkAnswer } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { TASK_STATE_COLORS } from '../homeworkStatus.ts';
import { PrivateFileList } from './PrivateFileList.tsx';

/** Every version the student sent, newest first, each with the teacher's status and comment. */
export function AnswerHistory({ answers }: { answers: readonly HomeworkAnswer[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dateTime');
  if (answers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('studentHomework.answer.history')}>
      <Title order={3} size="h5">
        {t('studentHomework.answer.history')}
      </Title>
      {answers.map((answer) => (
        <Paper
          key={answer.id}
          withBorder
          radius="md"
          p="sm"
          component="article"
          aria-label={t('studentHomework.answer.version', { version: answer.version })}
        >
          <Stack gap={6}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {t('studentHomework.answer.versionSent', {
                  version: answer.version,
                  date: formatDate(answer.created_at),
                })}
              </Text>
              <Badge color={TASK_STATE_COLORS[answer.status]}>{t(`studentHomework.taskState.${answer.status}`)}</Badge>
            </Group>
            {answer.text ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {answer.text}
              </Text>
            ) : null}
            <PrivateFileList files={answer.files} />
            {answer.comment ? (
              <Text size="sm" c={answer.status === 'needs_rework' ? 'orange.9' : undefined}>
                {t('studentHomework.item.teacherComment', { comment: answer.comment })}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
