import { Button, Card, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconListDetails } from '@tabler/icons-react';
import type { CourseLesson } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { courseBlockPath, courseLessonPath } from './coursePaths.ts';

/** The lessons before and after in course order (across blocks), and the way back to the block. */
export function LessonNavigation({ lesson }: { lesson: CourseLesson }) {
  const { t } = useTranslation();
  const courseId = lesson.course.id;
  return (
    <Card withBorder radius="lg" padding="md" component="nav" aria-label={t('courses.student.lesson.navigation')}>
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={courseBlockPath(courseId, lesson.block.id)}
          variant="subtle"
          radius="xl"
          leftSection={<IconListDetails size={18} />}
        >
          {t('courses.student.backToBlock')}
        </Button>
        <Group gap="sm" ml="auto">
          {lesson.previous ? (
            <Button
              component={Link}
              to={courseLessonPath(courseId, lesson.previous.block_id, lesson.previous.id)}
              variant="default"
              radius="xl"
              leftSection={<IconArrowLeft size={18} />}
              aria-label={t('courses.student.lesson.previousOf', { title: lesson.previous.title })}
            >
              {t('courses.student.lesson.previous')}
            </Button>
          ) : null}
          {lesson.next ? (
            <Button
              component={Link}
              to={courseLessonPath(courseId, lesson.next.block_id, lesson.next.id)}
              color="indigo"
              radius="xl"
              rightSection={<IconArrowRight size={18} />}
              aria-label={t('courses.student.lesson.nextOf', { title: lesson.next.title })}
            >
              {t('courses.student.lesson.next')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Card>
  );
}
