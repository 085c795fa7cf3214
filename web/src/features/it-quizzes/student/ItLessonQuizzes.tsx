import { Button, Group } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { itQuizPath } from '../itQuizPaths.ts';
import { useStudentQuizzes } from '../itQuizzes.queries.ts';

/** The lesson's quizzes as buttons under it; nothing while they load, fail or when the lesson has none. */
export function ItLessonQuizzes({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const quizzes = useStudentQuizzes();
  const own = quizzes.data?.quizzes.filter((quiz) => quiz.lesson.id === lessonId) ?? [];
  if (own.length === 0) return null;
  return (
    <Group gap="sm">
      {own.map((quiz) => (
        <Button
          key={quiz.id}
          component={Link}
          to={itQuizPath(quiz.id)}
          variant="light"
          color="violet"
          radius="xl"
          leftSection={<IconNotebook size={18} aria-hidden />}
        >
          {t('itQuizzes.lessonLink', { title: quiz.title })}
        </Button>
      ))}
    </Group>
  );
}
