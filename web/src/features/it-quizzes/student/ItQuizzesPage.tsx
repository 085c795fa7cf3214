import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ItStudentQuizRow } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { itQuizPath } from '../itQuizPaths.ts';
import { useStudentQuizzes } from '../itQuizzes.queries.ts';

function QuizCard({ quiz }: { quiz: ItStudentQuizRow }) {
  const { t } = useTranslation();
  const full = quiz.best_correct !== null && quiz.best_correct === quiz.questions_count;
  return (
    <Card component={Link} to={itQuizPath(quiz.id)} withBorder radius="lg" padding="md">
      <Stack gap={6}>
        <Text fw={700} size="lg">
          {quiz.title}
        </Text>
        <Text size="sm" c="dimmed">
          {t('itQuizzes.list.lesson', { title: quiz.lesson.title })}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('itQuizzes.list.questions', { count: quiz.questions_count })}
          </Badge>
          {quiz.best_correct === null ? (
            <Badge variant="light" color="violet">
              {t('itQuizzes.list.new')}
            </Badge>
          ) : (
            <>
              <Badge variant="light" color={full ? 'teal.9' : 'orange.9'}>
                {t('itQuizzes.list.best', { correct: quiz.best_correct, total: quiz.questions_count })}
              </Badge>
              <Badge variant="light" color="gray">
                {t('itQuizzes.list.attempts', { count: quiz.attempts })}
              </Badge>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** /student/quizes — every quiz of the IT course with the student's best score and how often they tried. */
export function ItQuizzesPage() {
  const { t } = useTranslation();
  const quizzes = useStudentQuizzes();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('itQuizzes.list.title')}
      </Title>
      {quizzes.isPending ? (
        <Spinner centered />
      ) : quizzes.isError ? (
        <QueryError error={quizzes.error} onRetry={() => void quizzes.refetch()} />
      ) : quizzes.data.quizzes.length === 0 ? (
        <Text c="dimmed">{t('itQuizzes.list.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {quizzes.data.quizzes.map((quiz) => (
            <QuizCard key={quiz.id} quiz={quiz} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
