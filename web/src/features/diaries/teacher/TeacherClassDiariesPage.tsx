import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconNotebook, IconPlus } from '@tabler/icons-react';
import type { DiaryEntry, GroupDetail } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ClassPageFrame, useNotifyClassError } from '../../groups/index.ts';
import { useClassDiary, useDeleteLesson } from '../diaries.queries.ts';
import { LessonCard } from './LessonCard.tsx';
import { LessonEditor } from './LessonEditor.tsx';

/** What the page shows over the list: nothing, a new lesson, or a lesson being changed. */
type Editing = null | 'new' | DiaryEntry;

function ClassDiary({ schoolClass }: { schoolClass: GroupDetail }) {
  const { t } = useTranslation();
  const diary = useClassDiary(schoolClass.id);
  const remove = useDeleteLesson();
  const notifyError = useNotifyClassError();
  const formatDate = useFormatDate('dayShort');
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (entry: DiaryEntry) => {
    const date = formatDate(entry.date);
    const confirmed = await confirmAction({
      title: t('diaries.delete.confirm'),
      message: t('diaries.delete.message', { date, topic: entry.topic }),
      confirmLabel: t('diaries.delete.action'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        notifySuccess(t('diaries.delete.done', { date }));
        if (editing !== 'new' && editing?.id === entry.id) setEditing(null);
      },
      onError: notifyError,
    });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('diaries.classTitle', { title: schoolClass.title })}
          </Title>
          <Text c="dimmed">{t('diaries.classSubtitle')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} disabled={editing !== null}>
          {t('diaries.newLesson')}
        </Button>
      </Group>
      {editing !== null ? (
        <LessonEditor
          key={editing === 'new' ? 'new' : editing.id}
          classId={schoolClass.id}
          roster={schoolClass.students}
          entry={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {diary.isPending ? (
        <Spinner centered />
      ) : diary.isError ? (
        <QueryError error={diary.error} onRetry={() => void diary.refetch()} />
      ) : diary.data.length === 0 ? (
        editing === null ? (
          <EmptyState
            title={t('diaries.empty.title')}
            description={t('diaries.empty.text')}
            icon={<IconNotebook size={32} stroke={1.5} />}
          />
        ) : null
      ) : (
        <Stack gap="sm">
          {diary.data.map((entry) => (
            <LessonCard
              key={entry.id}
              entry={entry}
              formatDate={formatDate}
              onEdit={() => setEditing(entry)}
              onDelete={() => void onDelete(entry)}
              deleting={remove.isPending && remove.variables === entry.id}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /teacher/classes/:id/diaries — the class's lessons, newest first, and the one-screen lesson editor. */
export function TeacherClassDiariesPage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame
      backLabel={(schoolClass) =>
        schoolClass ? t('diaries.back', { title: schoolClass.title }) : t('teacher.class.back')
      }
      notFoundTitle={t('teacher.class.notFound')}
    >
      {(schoolClass) => <ClassDiary schoolClass={schoolClass} />}
    </ClassPageFrame>
  );
}
