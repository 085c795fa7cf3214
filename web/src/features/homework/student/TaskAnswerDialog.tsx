import { Alert, Stack, Text } from '@mantine/core';
import type { HomeworkTaskItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useHomeworkAnswers } from '../homework.queries.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { AnswerHistory } from './AnswerHistory.tsx';
import { PrivateFileList } from './PrivateFileList.tsx';

export interface OpenTask {
  homeworkId: number;
  item: HomeworkTaskItem;
  number: number;
}

/** A task of a homework: its text and files, the form to answer, and every version sent so far. */
function TaskAnswerContent({ homeworkId, item }: OpenTask) {
  const { t } = useTranslation();
  const answers = useHomeworkAnswers(homeworkId, item.id);
  const latest = answers.data?.[0];
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{item.text}</Text>
      <PrivateFileList files={item.files} />
      {answers.isError ? <QueryError error={answers.error} onRetry={() => void answers.refetch()} /> : null}
      {answers.isPending && !answers.isError ? <Spinner centered /> : null}
      {latest?.status === 'accepted' ? (
        <Alert color="teal" radius="md">
          {t('studentHomework.answer.acceptedNote')}
        </Alert>
      ) : null}
      {answers.data && latest?.status !== 'accepted' ? (
        <AnswerForm homeworkId={homeworkId} itemId={item.id} resubmit={latest !== undefined} />
      ) : null}
      {answers.data ? <AnswerHistory answers={answers.data} /> : null}
    </Stack>
  );
}

export function TaskAnswerDialog({ task, onClose }: { task: OpenTask | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppModal
      opened={task !== null}
      onClose={onClose}
      size="lg"
      closeOnClickOutside={false}
      title={task ? t('studentHomework.item.task', { number: task.number }) : null}
    >
      {task ? <TaskAnswerContent {...task} /> : null}
    </AppModal>
  );
}
