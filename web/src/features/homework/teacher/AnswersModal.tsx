import { Card, Group, Modal, Stack, Text } from '@mantine/core';
import type { PrivateFile } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { FileDownloadButton, isPicture, PictureButton, usePictureViewer } from '../../files/index.ts';
import { useTaskAnswers } from '../homework.queries.ts';
import { AnswerReviewForm } from './AnswerReviewForm.tsx';
import { AnswerStatusBadge } from './AnswerStatusBadge.tsx';

export interface AnswersTarget {
  homeworkId: number;
  itemId: number;
  itemTitle: string;
  studentId: number;
  studentName: string;
}

/** An answer's files to download, its pictures also to look through without saving them. */
function AnswerFiles({ files }: { files: readonly PrivateFile[] }) {
  const { t } = useTranslation();
  const pictures = usePictureViewer(files, t('privateFiles.title'));
  return (
    <Stack gap={2} mt="xs" align="flex-start">
      {pictures.viewer}
      {files.map((file) => (
        <Group key={file.id} gap={4} wrap="nowrap">
          {isPicture(file) ? <PictureButton file={file} viewer={pictures} /> : null}
          <FileDownloadButton file={file} />
        </Group>
      ))}
    </Stack>
  );
}

function AnswersList({ target }: { target: AnswersTarget }) {
  const { t, i18n } = useTranslation();
  const answers = useTaskAnswers(target.homeworkId, target.itemId, target.studentId);
  if (answers.isPending) return <Spinner centered />;
  if (answers.isError) return <QueryError error={answers.error} onRetry={() => void answers.refetch()} />;
  if (answers.data.length === 0) return <Text c="dimmed">{t('teacherHomework.answer.none')}</Text>;
  const [newest] = answers.data;

  return (
    <Stack gap="md">
      {answers.data.map((answer) => (
        <Card key={answer.id} withBorder radius="md" padding="md" component="article">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>
              {t('teacherHomework.answer.version', {
                version: answer.version,
                date: new Date(answer.created_at).toLocaleString(i18n.language),
              })}
            </Text>
            <AnswerStatusBadge status={answer.status} />
          </Group>
          {answer.text ? <Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Text> : null}
          {answer.files.length > 0 ? <AnswerFiles files={answer.files} /> : null}
          {answer.comment ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('teacherHomework.answer.comment', { comment: answer.comment })}
            </Text>
          ) : null}
          {answer.id === newest?.id ? <AnswerReviewForm answer={answer} /> : null}
        </Card>
      ))}
    </Stack>
  );
}

/** Every version of one student's answer to one task, newest first; the newest is reviewed here. */
export function AnswersModal({ target, onClose }: { target: AnswersTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size="lg"
      title={target ? t('teacherHomework.answer.title', { name: target.studentName, item: target.itemTitle }) : ''}
    >
      {target ? <AnswersList target={target} /> : null}
    </Modal>
  );
}
