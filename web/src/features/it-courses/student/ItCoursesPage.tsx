import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Timeline, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconCode, IconPlayerPlay, IconRocket } from '@tabler/icons-react';
import type { ItMapBlock, ItMapCourse, ItMapLesson } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { IT_LESSON_TYPE_LOOK } from '../ItLessonTypeBadge.tsx';
import { useItCourseMap } from '../itCourses.queries.ts';
import { itLessonPath } from './itStudentPaths.ts';

function progressOf(lessons: readonly ItMapLesson[]): { done: number; total: number; percent: number } {
  const done = lessons.filter((lesson) => lesson.done).length;
  const total = lessons.length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

function LessonLink({ lesson, isNext }: { lesson: ItMapLesson; isNext: boolean }) {
  const { t } = useTranslation();
  const { icon: TypeIcon, color } = IT_LESSON_TYPE_LOOK[lesson.type];
  return (
    <UnstyledButton
      component={Link}
      to={itLessonPath(lesson.id)}
      aria-label={t(lesson.done ? 'itCourses.map.lessonDone' : 'itCourses.map.lessonTodo', { title: lesson.title })}
      p={6}
      display="block"
      style={{
        borderRadius: 10,
        outline: isNext ? '2px solid var(--mantine-color-violet-5)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        {lesson.done ? (
          <IconCircleCheck size={22} color="var(--mantine-color-teal-6)" aria-hidden style={{ flex: 'none' }} />
        ) : (
          <ThemeIcon size={22} radius="xl" variant="light" color={color} aria-hidden style={{ flex: 'none' }}>
            <TypeIcon size={14} />
          </ThemeIcon>
        )}
        <Text fw={isNext ? 700 : 500} c={lesson.done ? 'dimmed' : undefined} truncate>
          {lesson.title}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

function BlockStep({ block, nextId }: { block: ItMapBlock; nextId: number | null }) {
  const { t } = useTranslation();
  const progress = progressOf(block.lessons);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          {t('itCourses.map.blockTitle', { number: block.number, title: block.title })}
        </Title>
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {t('itCourses.map.doneOf', { done: progress.done, total: progress.total })}
        </Text>
      </Group>
      <Progress
        value={progress.percent}
        color="teal"
        size="sm"
        radius="xl"
        aria-label={t('itCourses.map.blockProgress', { title: block.title, percent: progress.percent })}
      />
      <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {block.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonLink lesson={lesson} isNext={lesson.id === nextId} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function CourseCard({ course, nextId }: { course: ItMapCourse; nextId: number | null }) {
  const { t } = useTranslation();
  const progress = progressOf(course.blocks.flatMap((block) => block.lessons));
  // The step the child is on: the first block with a lesson still to do.
  const active = course.blocks.findIndex((block) => block.lessons.some((lesson) => !lesson.done));
  return (
    <Card component="section" aria-label={course.title} withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" color="violet" variant="light" aria-hidden>
            <IconCode size={26} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h3">
              {course.title}
            </Title>
            {course.description ? <Text c="dimmed">{course.description}</Text> : null}
          </Stack>
        </Group>
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {progress.percent === 100 ? t('itCourses.map.courseComplete') : t('itCourses.map.courseProgress')}
            </Text>
            <Text size="sm" fw={700}>
              {progress.percent}%
            </Text>
          </Group>
          <Progress
            value={progress.percent}
            color={progress.percent === 100 ? 'teal' : 'violet'}
            size="lg"
            radius="xl"
            aria-label={t('itCourses.map.courseProgressOf', { title: course.title, percent: progress.percent })}
          />
        </Stack>
        {course.blocks.length === 0 ? (
          <Text c="dimmed">{t('itCourses.map.courseEmpty')}</Text>
        ) : (
          <Timeline
            active={active === -1 ? course.blocks.length - 1 : active}
            bulletSize={28}
            lineWidth={3}
            color="violet"
          >
            {course.blocks.map((block) => (
              <Timeline.Item
                key={block.id}
                bullet={
                  <Text size="xs" fw={700}>
                    {block.number}
                  </Text>
                }
              >
                <BlockStep block={block} nextId={nextId} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Card>
  );
}

/** /student/it-courses: the course map — blocks as steps, lessons with ticks, progress per block and course. */
export function ItCoursesPage() {
  const { t } = useTranslation();
  const map = useItCourseMap();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={52} radius="xl" color="violet" aria-hidden>
            <IconRocket size={30} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={1} size="h2">
              {t('itCourses.map.title')}
            </Title>
            <Text c="dimmed">{t('itCourses.map.subtitle')}</Text>
          </Stack>
        </Group>
        {map.data?.next_lesson_id ? (
          <Button
            component={Link}
            to={itLessonPath(map.data.next_lesson_id)}
            radius="xl"
            color="violet"
            leftSection={<IconPlayerPlay size={16} />}
          >
            {t('itCourses.map.continue')}
          </Button>
        ) : null}
      </Group>
      {map.isPending ? (
        <Spinner centered />
      ) : map.isError ? (
        <QueryError error={map.error} onRetry={() => void map.refetch()} />
      ) : map.data.courses.length === 0 ? (
        <EmptyState title={t('itCourses.map.emptyTitle')} description={t('itCourses.map.emptyText')} color="violet" />
      ) : (
        map.data.courses.map((course) => (
          <CourseCard key={course.id} course={course} nextId={map.data.next_lesson_id} />
        ))
      )}
    </Stack>
  );
}
