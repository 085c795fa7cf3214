import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ItQuestionContent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { adminQuizPath, NEW_QUESTION_SEGMENT } from '../itQuizPaths.ts';
import { useAdminQuiz, useSaveQuestion } from '../itQuizzes.queries.ts';
import { ItQuestionForm } from './ItQuestionForm.tsx';

/** /admin/it-lessons/list/:id/quizes/:quizId/questions/:questionId — a question's editor; `new` for a new one. */
export function AdminItQuestionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const lessonId = Number(params.id);
  const quizId = Number(params.quizId);
  const questionId = params.questionId === NEW_QUESTION_SEGMENT ? null : Number(params.questionId);
  const quiz = useAdminQuiz(quizId);
  const save = useSaveQuestion();
  const question = quiz.data?.questions.find((row) => row.id === questionId);

  const submit = async (body: ItQuestionContent) => {
    await save.mutateAsync({ quizId, id: questionId, body });
    notifySuccess(t('itQuizzes.admin.saved'));
    await navigate(adminQuizPath(lessonId, quizId));
  };

  return (
    <Stack gap="lg">
      {quiz.isPending ? (
        <Spinner centered />
      ) : quiz.isError ? (
        <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />
      ) : (
        <>
          <Anchor component={Link} to={adminQuizPath(lessonId, quizId)} size="sm">
            <Group gap={4}>
              <IconArrowLeft size={16} aria-hidden />
              {t('itQuizzes.admin.backToQuiz', { title: quiz.data.title })}
            </Group>
          </Anchor>
          <Title order={1} size="h2">
            {questionId === null
              ? t('itQuizzes.admin.newQuestion')
              : `${t('itQuizzes.admin.question')} ${question?.number ?? ''}`}
          </Title>
          {questionId !== null && !question ? (
            <QueryError error={new Error('NOT_FOUND')} onRetry={() => void quiz.refetch()} />
          ) : (
            <ItQuestionForm
              key={question?.id ?? 'new'}
              {...(question ? { question } : {})}
              saving={save.isPending}
              onSave={submit}
            />
          )}
        </>
      )}
    </Stack>
  );
}
