import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import type { CourseMap } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CERTIFICATES_PATH, courseLessonPath } from './coursePaths.ts';

/** Where the child goes on: the first lesson not done, or a cheer and the certificate once the course is finished. */
export function ContinueCard({ course }: { course: CourseMap }) {
  const { t } = useTranslation();
  const next = course.next_lesson;
  if (next) {
    const starting = course.lessons_done === 0;
    return (
      <Card
        withBorder
        radius="lg"
        padding="lg"
        bg="var(--mantine-color-indigo-light)"
        component="section"
        aria-labelledby="course-next"
      >
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Title order={2} size="h4" id="course-next">
              {t(starting ? 'courses.student.next.startTitle' : 'courses.student.next.title')}
            </Title>
            <Text>{t('courses.student.next.lesson', { title: next.title })}</Text>
          </Stack>
          <Button
            component={Link}
            to={courseLessonPath(course.id, next.block_id, next.id)}
            radius="xl"
            size="md"
            color="indigo"
            leftSection={<IconPlayerPlay size={18} />}
            aria-label={t(starting ? 'courses.student.next.startNamed' : 'courses.student.next.continueNamed', {
              title: next.title,
            })}
          >
            {t(starting ? 'courses.student.cardAction.start' : 'courses.student.cardAction.continue')}
          </Button>
        </Group>
      </Card>
    );
  }
  if (course.lessons_total === 0) return null;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      bg="var(--mantine-color-teal-light)"
      component="section"
      aria-labelledby="course-finished"
    >
      <Group justify="space-between" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" color="teal" aria-hidden>
            <IconTrophy size={28} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4" id="course-finished">
              {t('courses.student.finished.title')}
            </Title>
            <Text>
              {course.certificate
                ? t('courses.student.finished.certificate', { title: course.certificate.title })
                : t('courses.student.finished.text')}
            </Text>
          </Stack>
        </Group>
        {course.certificate ? (
          <Button
            component={Link}
            to={CERTIFICATES_PATH}
            radius="xl"
            color="teal"
            leftSection={<IconAward size={18} />}
          >
            {t('courses.student.toCertificates')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
