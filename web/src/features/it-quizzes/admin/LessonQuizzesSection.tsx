import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ItQuizRow } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { adminQuizPath } from '../itQuizPaths.ts';
import { useLessonQuizzes, useOrderQuizzes, useRemoveQuiz, useSaveQuiz } from '../itQuizzes.queries.ts';
import { QuizTitleModal } from './QuizTitleModal.tsx';

/** The lesson editor's "Quizzes": the lesson's quizzes to add, rename, delete, open and drag into order. */
export function LessonQuizzesSection({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const quizzes = useLessonQuizzes(lessonId);
  const save = useSaveQuiz();
  const remove = useRemoveQuiz();
  const order = useOrderQuizzes();
  const [editing, setEditing] = useState<ItQuizRow | 'new' | null>(null);

  const askRemove = (quiz: ItQuizRow) =>
    void confirmDelete({
      title: t('itQuizzes.admin.remove'),
      message: t('itQuizzes.admin.removeConfirm', { title: quiz.title }),
      confirmLabel: t('itQuizzes.admin.remove'),
      remove: () => remove.mutateAsync(quiz.id),
      done: t('itQuizzes.admin.saved'),
    });

  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('itQuizzes.admin.section')}
          </Title>
          <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('itQuizzes.admin.add')}
          </Button>
        </Group>
        {quizzes.isPending ? (
          <Spinner centered />
        ) : quizzes.isError ? (
          <QueryError error={quizzes.error} onRetry={() => void quizzes.refetch()} />
        ) : quizzes.data.quizzes.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('itQuizzes.admin.empty')}
          </Text>
        ) : (
          <SortableList
            items={quizzes.data.quizzes}
            handleLabel={(quiz) => `${t('itQuizzes.admin.dragHandle')} «${quiz.title}»`}
            disabled={order.isPending}
            onReorder={(ids) => order.mutate({ lessonId, ids })}
            renderItem={(quiz) => (
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs">
                  <Text fw={500}>{quiz.title}</Text>
                  <Badge variant="light" color="gray">
                    {t('itQuizzes.admin.questionsCount', { count: quiz.questions_count })}
                  </Badge>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Button
                    component={Link}
                    to={adminQuizPath(lessonId, quiz.id)}
                    size="xs"
                    variant="light"
                    leftSection={<IconListCheck size={16} />}
                  >
                    {t('itQuizzes.admin.open')}
                  </Button>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`${t('itQuizzes.admin.rename')} «${quiz.title}»`}
                    onClick={() => setEditing(quiz)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`${t('itQuizzes.admin.remove')} «${quiz.title}»`}
                    onClick={() => askRemove(quiz)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            )}
          />
        )}
      </Stack>
      {editing ? (
        <QuizTitleModal
          heading={editing === 'new' ? t('itQuizzes.admin.add') : t('itQuizzes.admin.rename')}
          initial={editing === 'new' ? '' : editing.title}
          onSave={(title) => save.mutateAsync({ id: editing === 'new' ? null : editing.id, lessonId, title })}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}
