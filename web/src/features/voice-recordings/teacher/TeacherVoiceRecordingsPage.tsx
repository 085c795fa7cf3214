import { Group, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import type { VoiceRecording } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useDeleteVoiceRecording, useReceivedVoiceRecordings } from '../voiceRecordings.queries.ts';
import { VoiceRecordingCard } from './VoiceRecordingCard.tsx';

/**
 * /teacher/voice-recordings (issue [10]): what the teacher's students recorded of their articulation exercises and
 * sent, newest first. Playing one marks it heard; recordings stay until the teacher or the student deletes them.
 */
export function TeacherVoiceRecordingsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReceivedVoiceRecordings(page);
  const remove = useDeleteVoiceRecording();
  const lastPage = list.data?.last_page ?? 1;

  // Deleting the last recording of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const onDelete = (recording: VoiceRecording) =>
    void confirmDelete({
      title: t('voiceRecordings.teacher.deleteTitle'),
      message: t('voiceRecordings.teacher.deleteMessage', {
        student: recording.student_name,
        title: recording.topic_title,
      }),
      confirmLabel: t('voiceRecordings.teacher.deleteConfirm'),
      remove: () => remove.mutateAsync(recording.id),
      done: t('voiceRecordings.teacher.deleted'),
    });

  return (
    <Stack gap="lg">
      <Stack gap={0}>
        <Title order={1} size="h2">
          {t('voiceRecordings.teacher.title')}
        </Title>
        <Text c="dimmed">{t('voiceRecordings.teacher.subtitle')}</Text>
      </Stack>
      {list.isPending ? (
        <Spinner centered />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState
          icon={<IconMicrophone size={32} stroke={1.5} />}
          title={t('voiceRecordings.teacher.emptyTitle')}
          description={t('voiceRecordings.teacher.emptyText')}
        />
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{t('voiceRecordings.teacher.unheard', { count: list.data.unheard })}</Text>
          {list.data.items.map((recording) => (
            <VoiceRecordingCard
              key={recording.id}
              recording={recording}
              deleting={remove.isPending && remove.variables === recording.id}
              onDelete={() => onDelete(recording)}
            />
          ))}
          {list.data.last_page > 1 ? (
            <Group justify="center">
              <AppPagination total={list.data.last_page} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
