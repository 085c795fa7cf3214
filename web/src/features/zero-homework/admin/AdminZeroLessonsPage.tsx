import { ActionIcon, Button, Card, Group, Select, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconListCheck, IconPlus } from '@tabler/icons-react';
import { ZERO_SUBJECTS, type ZeroAdminLesson } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useAdminZeroLessons, useDeleteZeroLesson, useMoveZeroLesson } from '../zeroHomework.queries.ts';
import { ZeroLessonFormModal } from './ZeroLessonFormModal.tsx';

/** /admin/zero-lessons: each zero-homework subject's introductory lessons in order, their texts, video and quiz. */
export function AdminZeroLessonsPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const subjectList = useSubjects();
  const [subjectId, setSubjectId] = useState<number>(ZERO_SUBJECTS[0]);
  const [editing, setEditing] = useState<ZeroAdminLesson | 'new' | null>(null);
  const lessons = useAdminZeroLessons(subjectId);
  const remove = useDeleteZeroLesson();
  const move = useMoveZeroLesson();

  const subjects = ZERO_SUBJECTS.map((id) => {
    const known = subjectList.data?.find((subject) => subject.id === id);
    return { value: String(id), label: known ? localized(known.title) : t('zeroHomework.admin.subjectNumber', { id }) };
  });

  const askDelete = (lesson: ZeroAdminLesson) =>
    void confirmDelete({
      title: t('zeroHomework.admin.deleteTitle'),
      message: t('zeroHomework.admin.deleteMessage', { title: localized(lesson.title) }),
      confirmLabel: t('zeroHomework.admin.delete'),
      remove: () => remove.mutateAsync(lesson.id),
      done: t('zeroHomework.admin.deleted', { title: localized(lesson.title) }),
    });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconListCheck size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('zeroHomework.admin.title')}
        </Title>
      </Group>
      <Text c="dimmed">{t('zeroHomework.admin.intro')}</Text>
      <Group align="flex-end" justify="space-between">
        <Select
          label={t('zeroHomework.admin.fields.subject')}
          data={subjects}
          value={String(subjectId)}
          onChange={(value) => {
            if (value !== null) setSubjectId(Number(value));
          }}
          allowDeselect={false}
          w={280}
        />
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('zeroHomework.admin.add')}
        </Button>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        {lessons.isPending ? (
          <Spinner centered />
        ) : lessons.isError ? (
          <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />
        ) : lessons.data.lessons.length === 0 ? (
          <EmptyState title={t('zeroHomework.admin.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('zeroHomework.admin.columns.position')}</Table.Th>
                  <Table.Th>{t('zeroHomework.admin.columns.title')}</Table.Th>
                  <Table.Th>{t('zeroHomework.admin.columns.questions')}</Table.Th>
                  <Table.Th>{t('zeroHomework.admin.columns.likes')}</Table.Th>
                  <Table.Th>{t('zeroHomework.admin.columns.video')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('zeroHomework.admin.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lessons.data.lessons.map((lesson, index, all) => {
                  const title = localized(lesson.title);
                  return (
                    <Table.Tr key={lesson.id}>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Text w={24}>{lesson.position}</Text>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('zeroHomework.admin.moveUp', { title })}
                            disabled={index === 0 || move.isPending}
                            onClick={() => move.mutate({ id: lesson.id, position: lesson.position - 1 })}
                          >
                            <IconArrowUp size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('zeroHomework.admin.moveDown', { title })}
                            disabled={index === all.length - 1 || move.isPending}
                            onClick={() => move.mutate({ id: lesson.id, position: lesson.position + 1 })}
                          >
                            <IconArrowDown size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                      <Table.Td>{title}</Table.Td>
                      <Table.Td>{lesson.questions.length}</Table.Td>
                      <Table.Td>{lesson.likes}</Table.Td>
                      <Table.Td>
                        {t(lesson.video_url ? 'zeroHomework.admin.videoYes' : 'zeroHomework.admin.videoNo')}
                      </Table.Td>
                      <Table.Td>
                        <EditDeleteActions
                          onEdit={() => setEditing(lesson)}
                          editLabel={t('zeroHomework.admin.edit', { title })}
                          deleteLabel={t('zeroHomework.admin.deleteNamed', { title })}
                          deleting={remove.isPending && remove.variables === lesson.id}
                          onDelete={() => askDelete(lesson)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      {editing ? (
        <ZeroLessonFormModal
          key={editing === 'new' ? 'new' : editing.id}
          subjectId={subjectId}
          lesson={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
