import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconPlayerPlay, IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourses } from '../courses.queries.ts';
import { COURSES_STUDENT_PATH, coursePath } from './coursePaths.ts';

/**
 * The course student's home card: the course to go on with and how far they are in it, or, every course finished, the
 * way to the list. Loaded only for the courses' subject, after the home is drawn, so the home's first load does not
 * carry it.
 */
export function CoursesContinueCard() {
  const { t } = useTranslation();
  const courses = useCourses();
  if (!courses.data || courses.data.courses.length === 0) return null;
  const current = courses.data.courses.find((course) => course.lessons_done < course.lessons_total);
  const finished = courses.data.courses.filter((course) => course.certificate !== null).length;

  return (
    <Card component="section" aria-label={t('courses.home.title')} radius="xl" padding="lg" withBorder>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ThemeIcon size={48} radius="xl" color="cyan" variant="light" aria-hidden>
            {current ? <IconSchool size={28} /> : <IconCertificate size={28} />}
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h4">
              {t('courses.home.title')}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {current
                ? t('courses.home.current', { title: current.title })
                : t('courses.home.allDone', { count: finished })}
            </Text>
            {current ? (
              <Progress
                value={current.lessons_total === 0 ? 0 : (current.lessons_done / current.lessons_total) * 100}
                color="cyan.9"
                radius="xl"
                aria-label={t('courses.home.progress', {
                  done: current.lessons_done,
                  total: current.lessons_total,
                })}
              />
            ) : null}
          </Stack>
        </Group>
        <Button
          component={Link}
          to={current ? coursePath(current.id) : COURSES_STUDENT_PATH}
          color="cyan.9"
          radius="xl"
          leftSection={<IconPlayerPlay size={16} />}
        >
          {current ? t('courses.home.continue') : t('courses.home.open')}
        </Button>
      </Group>
    </Card>
  );
}
