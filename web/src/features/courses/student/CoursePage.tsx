import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import type { CourseMap, CourseMapBlock } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useCourse } from '../courses.queries.ts';
import { BackLink } from './BackLink.tsx';
import { ContinueCard } from './ContinueCard.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { COURSES_STUDENT_PATH, courseBlockPath } from './coursePaths.ts';
import { isNotFound } from './courseState.ts';
import { LessonsProgress } from './LessonsProgress.tsx';

function BlockLink({ courseId, block }: { courseId: number; block: CourseMapBlock }) {
  const { t } = useTranslation();
  const title = t('courses.student.blockTitle', { number: block.number, title: block.title });
  const finished = block.lessons_total > 0 && block.lessons_done >= block.lessons_total;
  return (
    <UnstyledButton component={Link} to={courseBlockPath(courseId, block.id)} display="block" aria-label={title}>
      <Card withBorder radius="lg" padding="md">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap">
            <Title order={3} size="h5">
              {title}
            </Title>
            <Group gap="xs" wrap="nowrap">
              {finished ? (
                <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('courses.student.blockDone')}
                </Badge>
              ) : null}
              <IconChevronRight size={20} aria-hidden />
            </Group>
          </Group>
          <LessonsProgress done={block.lessons_done} total={block.lessons_total} of={block.title} />
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

function CourseBody({ course }: { course: CourseMap }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {course.title}
        </Title>
        {course.description ? <Text c="dimmed">{course.description}</Text> : null}
        <LessonsProgress done={course.lessons_done} total={course.lessons_total} of={course.title} size="lg" />
      </Stack>
      <ContinueCard course={course} />
      <Stack gap="sm" component="section" aria-labelledby="course-blocks">
        <Title order={2} size="h3" id="course-blocks">
          {t('courses.student.blocks')}
        </Title>
        {course.blocks.length === 0 ? (
          <Text c="dimmed">{t('courses.student.noBlocks')}</Text>
        ) : (
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {course.blocks.map((block) => (
              <li key={block.id}>
                <BlockLink courseId={course.id} block={block} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/** /student/courses/:id — the course's blocks in order with their progress, and where to go on. */
export function CoursePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const course = useCourse(id);
  return (
    <Stack gap="md">
      <BackLink to={COURSES_STUDENT_PATH} label={t('courses.student.backToCourses')} />
      {course.data ? (
        <CourseBody course={course.data} />
      ) : course.isPending ? (
        <Spinner centered />
      ) : isNotFound(course.error) ? (
        <CourseNotFound
          text={t('courses.student.courseNotFound')}
          back={COURSES_STUDENT_PATH}
          backLabel={t('courses.student.backToCourses')}
        />
      ) : (
        <QueryError error={course.error} onRetry={() => void course.refetch()} />
      )}
    </Stack>
  );
}
