import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconRefresh, IconSparkles } from '@tabler/icons-react';
import type { ItQuizAnswer, ItQuizAttemptResult, ItStudentQuiz } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { IT_QUIZZES_STUDENT_PATH } from '../itQuizPaths.ts';
import { useStudentQuiz, useSubmitQuiz } from '../itQuizzes.queries.ts';
import { type QuestionAnswer, QuizQuestion } from './QuizQuestion.tsx';

const EMPTY: QuestionAnswer = { choices: [], text: '' };

/** What is sent: a choice's options, a typed text; a question left blank is not sent (it counts as wrong). */
function toAnswers(quiz: ItStudentQuiz, answers: Record<number, QuestionAnswer>): ItQuizAnswer[] {
  return quiz.questions.flatMap((question): ItQuizAnswer[] => {
    const answer = answers[question.id] ?? EMPTY;
    if (question.kind === 'single' || question.kind === 'multiple') {
      return answer.choices.length > 0 ? [{ question_id: question.id, choices: answer.choices }] : [];
    }
    return answer.text.trim() ? [{ question_id: question.id, text: answer.text }] : [];
  });
}

function Score({ outcome, onRetry }: { outcome: ItQuizAttemptResult; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" role="status">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('itQuizzes.quiz.score', { correct: outcome.correct, total: outcome.total })}
        </Title>
        {outcome.points_earned > 0 ? (
          <Alert color="violet" radius="md" icon={<IconSparkles aria-hidden />}>
            {t('itQuizzes.quiz.points', { count: outcome.points_earned })}
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('itQuizzes.quiz.best', { correct: outcome.best_correct, total: outcome.total })} ·{' '}
          {t('itQuizzes.list.attempts', { count: outcome.attempts })}
        </Text>
        <Button radius="xl" color="violet" leftSection={<IconRefresh size={18} />} onClick={onRetry} w="fit-content">
          {t('itQuizzes.quiz.retry')}
        </Button>
      </Stack>
    </Card>
  );
}

function QuizBody({ quiz }: { quiz: ItStudentQuiz }) {
  const { t } = useTranslation();
  const submit = useSubmitQuiz(quiz.id);
  const [answers, setAnswers] = useState<Record<number, QuestionAnswer>>({});
  const [outcome, setOutcome] = useState<ItQuizAttemptResult | null>(null);
  const results = new Map(outcome?.results.map((result) => [result.question_id, result]));
  const sent = toAnswers(quiz, answers);

  const retry = () => {
    setAnswers({});
    setOutcome(null);
    submit.reset();
    window.scrollTo({ top: 0 });
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {quiz.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t('itQuizzes.list.lesson', { title: quiz.lesson.title })}
        </Text>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (outcome || sent.length === 0) return;
          submit.mutate(sent, { onSuccess: setOutcome });
        }}
      >
        <Stack gap="md">
          {quiz.questions.map((question, index) => (
            <QuizQuestion
              key={question.id}
              index={index}
              question={question}
              answer={answers[question.id] ?? EMPTY}
              onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
              result={results.get(question.id)}
            />
          ))}
          {outcome ? (
            <Score outcome={outcome} onRetry={retry} />
          ) : (
            <Group>
              <Button
                type="submit"
                radius="xl"
                color="violet"
                size="md"
                loading={submit.isPending}
                disabled={sent.length === 0}
              >
                {t('itQuizzes.quiz.check')}
              </Button>
              {sent.length < quiz.questions.length ? (
                <Text size="sm" c="dimmed">
                  {t('itQuizzes.quiz.answered', { count: sent.length, total: quiz.questions.length })}
                </Text>
              ) : null}
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

/** /student/quizes/:id — every question on one page, checked at once, each with its feedback; retry any time. */
export function ItQuizPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const quiz = useStudentQuiz(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={IT_QUIZZES_STUDENT_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('itQuizzes.quiz.back')}
        </Group>
      </Anchor>
      {quiz.isPending ? (
        <Spinner centered />
      ) : quiz.isError ? (
        <QueryError error={quiz.error} onRetry={() => void quiz.refetch()} />
      ) : (
        <QuizBody key={quiz.data.id} quiz={quiz.data} />
      )}
    </Stack>
  );
}
