import { ActionIcon, Anchor, Badge, Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ItQuestion } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { adminQuestionPath, NEW_QUESTION_SEGMENT } from '../itQuizPaths.ts';
import { useAdminQuiz, useOrderQuestions, useRemoveQuestion } from '../itQuizzes.queries.ts';

function QuestionRow({ lessonId, question }: { lessonId: number; question: ItQuestion }) {
  const { t } = useTranslation();
  const remove = useRemoveQuestion();
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Badge variant="light" w="fit-content">
            {t(`itQuizzes.admin.kinds.${question.kind}`)}
          </Badge>
          <Text>{question.text}</Text>
          {question.code ? <Code block>{question.code}</Code> : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            component={Link}
            to={adminQuestionPath(lessonId, question.quiz_id, question.id)}
            variant="subtle"
            aria-label={`${t('itQuizzes.admin.editQuestion')} ${question.number}`}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('itQuizzes.admin.removeQuestion')} ${question.number}`}
            onClick={() =>
              void confirmDelete({
                title: t('itQuizzes.admin.removeQuestion'),
                message: t('itQuizzes.admin.removeQuestionConfirm'),
                confirmLabel: t('itQuizzes.admin.remove'),
                remove: () => remove.mutateAsync(question.id),
                done: t('itQuizzes.admin.saved'),
              })
            }
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** /admin/it-lessons/list/:id/quizes/:quizId — a quiz's questions, to add, edit, delete and drag into order. */
export function AdminItQuizPage() {
  const { t } = useTranslation();
  const params = useParams();
  const lessonId = Number(params.id);
  const quizId = Number(params.quizId);
  const quiz = useAdminQuiz(quizId);
  const order = useOrderQuestions();
  return (
    <Stack gap="lg">
      {quiz.isPending ? (
        <Spinner centered />
      ) : quiz.isError ? (
        <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />
      ) : (
        <>
          <Anchor component={Link} to={`/admin/it-lessons/list/${lessonId}`} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {t('itQuizzes.admin.backToLesson', { title: quiz.data.lesson_title })}
            </Group>
          </Anchor>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {quiz.data.title}
            </Title>
            <Button
              component={Link}
              to={adminQuestionPath(lessonId, quizId, NEW_QUESTION_SEGMENT)}
              leftSection={<IconPlus size={16} />}
            >
              {t('itQuizzes.admin.addQuestion')}
            </Button>
          </Group>
          {quiz.data.questions.length === 0 ? (
            <Text c="dimmed">{t('itQuizzes.admin.noQuestions')}</Text>
          ) : (
            <SortableList
              items={quiz.data.questions}
              handleLabel={(question) => `${t('itQuizzes.admin.dragHandle')} ${question.number}`}
              disabled={order.isPending}
              onReorder={(ids) => order.mutate({ quizId, ids })}
              renderItem={(question) => <QuestionRow lessonId={lessonId} question={question} />}
            />
          )}
        </>
      )}
    </Stack>
  );
}
