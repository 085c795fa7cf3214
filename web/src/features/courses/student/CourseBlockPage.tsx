import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconClipboardList } from '@tabler/icons-react';
import type { CourseMap, CourseMapBlock, CourseMapLesson } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { IT_LESSON_TYPE_LOOK, ItLessonTypeBadge } from '../../it-courses/index.ts';
import { useCourse } from '../courses.queries.ts';
import { BackLink } from './BackLink.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { COURSES_STUDENT_PATH, courseLessonPath, coursePath } from './coursePaths.ts';
import { isNotFound } from './courseState.ts';
import { LessonsProgress } from './LessonsProgress.tsx';

function LessonRow({ courseId, blockId, lesson }: { courseId: number; blockId: number; lesson: CourseMapLesson }) {
  const { t } = useTranslation();
  const { icon: TypeIcon, color } = IT_LESSON_TYPE_LOOK[lesson.type];
  return (
    <UnstyledButton
      component={Link}
      to={courseLessonPath(courseId, blockId, lesson.id)}
      display="block"
      aria-label={[
        t(lesson.done ? 'courses.student.lessonDoneNamed' : 'courses.student.lessonNamed', {
          number: lesson.number,
          title: lesson.title,
        }),
        ...(lesson.has_homework ? [t('courses.student.homeworkBadge')] : []),
      ].join(', ')}
    >
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          {lesson.done ? (
            <ThemeIcon size={32} radius="xl" color="teal" aria-hidden style={{ flex: 'none' }}>
              <IconCircleCheck size={20} />
            </ThemeIcon>
          ) : (
            <ThemeIcon size={32} radius="xl" variant="light" color={color} aria-hidden style={{ flex: 'none' }}>
              <TypeIcon size={18} />
            </ThemeIcon>
          )}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} c={lesson.done ? 'dimmed' : undefined}>
              {t('courses.student.lessonTitle', { number: lesson.number, title: lesson.title })}
            </Text>
            <Group gap={6}>
              <ItLessonTypeBadge type={lesson.type} />
              {lesson.has_homework ? (
                <Badge color="grape" variant="light" leftSection={<IconClipboardList size={12} aria-hidden />}>
                  {t('courses.student.homeworkBadge')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

function BlockBody({ course, block }: { course: CourseMap; block: CourseMapBlock }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {course.title}
        </Text>
        <Title order={1} size="h2">
          {t('courses.student.blockTitle', { number: block.number, title: block.title })}
        </Title>
        <LessonsProgress done={block.lessons_done} total={block.lessons_total} of={block.title} size="lg" />
      </Stack>
      {block.lessons.length === 0 ? (
        <Text c="dimmed">{t('courses.student.noLessons')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('courses.student.lessons')}
        >
          {block.lessons.map((lesson) => (
            <li key={lesson.id}>
              <LessonRow courseId={course.id} blockId={block.id} lesson={lesson} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** /student/courses/:id/block/:blockId — the block's lessons in order, each with its tick, kind and homework. */
export function CourseBlockPage() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = Number(params.id);
  const blockId = Number(params.blockId);
  const course = useCourse(courseId);
  const block = course.data?.blocks.find((entry) => entry.id === blockId);
  return (
    <Stack gap="md">
      <BackLink to={coursePath(courseId)} label={t('courses.student.backToCourse')} />
      {course.data && block ? (
        <BlockBody course={course.data} block={block} />
      ) : course.isPending ? (
        <Spinner centered />
      ) : course.isError && !isNotFound(course.error) ? (
        <QueryError error={course.error} onRetry={() => void course.refetch()} />
      ) : (
        <CourseNotFound
          text={t('courses.student.blockNotFound')}
          back={course.data ? coursePath(courseId) : COURSES_STUDENT_PATH}
          backLabel={t(course.data ? 'courses.student.backToCourse' : 'courses.student.backToCourses')}
        />
      )}
    </Stack>
  );
}
