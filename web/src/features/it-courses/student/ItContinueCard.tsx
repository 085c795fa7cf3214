import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPlay, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useItCourseMap } from '../itCourses.queries.ts';
import { IT_COURSES_STUDENT_PATH, itLessonPath } from './itStudentPaths.ts';

/**
 * The IT student's home card: how far they are and a button straight to the next lesson. Loaded only for the IT
 * subject, after the home is drawn, so the home's first load does not carry it.
 */
export function ItContinueCard() {
  const { t } = useTranslation();
  const map = useItCourseMap();
  if (!map.data) return null;
  const lessons = map.data.courses.flatMap((course) => course.blocks.flatMap((block) => block.lessons));
  if (lessons.length === 0) return null;
  const done = lessons.filter((lesson) => lesson.done).length;
  const next = lessons.find((lesson) => lesson.id === map.data.next_lesson_id);

  return (
    <Card component="section" aria-label={t('itCourses.home.title')} radius="xl" padding="lg" withBorder>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          <ThemeIcon size={48} radius="xl" color="violet" variant="light" aria-hidden>
            <IconRocket size={28} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} size="h4">
              {t('itCourses.home.title')}
            </Title>
            <Text size="sm" c="dimmed" truncate>
              {next ? t('itCourses.home.next', { title: next.title }) : t('itCourses.home.allDone')}
            </Text>
            <Progress
              value={(done / lessons.length) * 100}
              color="violet"
              radius="xl"
              aria-label={t('itCourses.home.progress', { done, total: lessons.length })}
            />
          </Stack>
        </Group>
        <Button
          component={Link}
          to={next ? itLessonPath(next.id) : IT_COURSES_STUDENT_PATH}
          color="violet"
          radius="xl"
          leftSection={<IconPlayerPlay size={16} />}
        >
          {next ? t('itCourses.home.continue') : t('itCourses.home.openMap')}
        </Button>
      </Group>
    </Card>
  );
}
