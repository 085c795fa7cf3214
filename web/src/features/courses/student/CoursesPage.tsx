import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconAward, IconBooks, IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import type { CourseCard as CourseCardData } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useCourses } from '../courses.queries.ts';
import { CERTIFICATES_PATH, coursePath } from './coursePaths.ts';
import { isCourseFinished } from './courseState.ts';
import { LessonsProgress } from './LessonsProgress.tsx';

function CourseCard({ course }: { course: CourseCardData }) {
  const { t } = useTranslation();
  const finished = isCourseFinished(course);
  const action = finished ? 'open' : course.lessons_done === 0 ? 'start' : 'continue';
  return (
    <Card component="article" aria-labelledby={`course-${course.id}`} withBorder radius="lg" padding="lg">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3" id={`course-${course.id}`}>
            {course.title}
          </Title>
          {finished ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('courses.student.finishedBadge')}
            </Badge>
          ) : null}
        </Group>
        {course.description ? <Text c="dimmed">{course.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {t('courses.student.blocksCount', { count: course.blocks_total })}
        </Text>
        <LessonsProgress done={course.lessons_done} total={course.lessons_total} of={course.title} />
        <Group justify="space-between" gap="sm" mt="auto">
          {course.certificate ? (
            <Anchor component={Link} to={CERTIFICATES_PATH} fw={600}>
              <Group gap={4} wrap="nowrap">
                <IconAward size={18} aria-hidden />
                {t('courses.student.myCertificate')}
              </Group>
            </Anchor>
          ) : null}
          <Button
            component={Link}
            to={coursePath(course.id)}
            radius="xl"
            ml="auto"
            color={finished ? 'teal' : 'indigo'}
            variant={finished ? 'light' : 'filled'}
            leftSection={action === 'open' ? null : <IconPlayerPlay size={16} />}
            rightSection={action === 'open' ? <IconArrowRight size={16} /> : null}
            aria-label={t(`courses.student.cardAction.${action}Named`, { title: course.title })}
          >
            {t(`courses.student.cardAction.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /student/courses: a card per course with the student's progress and, once finished, the certificate. */
export function CoursesPage() {
  const { t } = useTranslation();
  const courses = useCourses();
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={52} radius="xl" color="indigo" aria-hidden>
          <IconBooks size={30} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('courses.student.title')}
          </Title>
          <Text c="dimmed">{t('courses.student.subtitle')}</Text>
        </Stack>
      </Group>
      {courses.isPending ? (
        <Spinner centered />
      ) : courses.isError ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <EmptyState
          title={t('courses.student.emptyTitle')}
          description={t('courses.student.emptyText')}
          icon={<IconBooks size={32} stroke={1.5} />}
          color="indigo"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {courses.data.courses.map((course) => (
            <CourseCard key={course.id} course={course} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
