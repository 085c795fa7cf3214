import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconCircleCheck,
  IconExternalLink,
  IconMap2,
} from '@tabler/icons-react';
import type { ItStudentLesson } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EmbeddedVideo } from '../../../ui/VideoFrames.tsx';
import { ItLessonQuizzes } from '../../it-quizzes/index.ts';
import { ItSolutionPanel } from '../../it-solutions/index.ts';
import { ItLessonTypeBadge } from '../ItLessonTypeBadge.tsx';
import { useItLesson, useMarkItLessonDone } from '../itCourses.queries.ts';
import { IT_COURSES_STUDENT_PATH, itLessonPath } from './itStudentPaths.ts';
import { LessonHtml } from './LessonHtml.tsx';

/** "Done" for what a child reads or watches; a task has no button here, as it counts once its solution is checked. */
function DoneControl({ lesson }: { lesson: ItStudentLesson }) {
  const { t } = useTranslation();
  const mark = useMarkItLessonDone();
  if (lesson.type === 'task') return null;
  if (lesson.done) {
    return (
      <Badge size="lg" color="teal" variant="light" leftSection={<IconCircleCheck size={16} aria-hidden />}>
        {t('itCourses.lesson.doneBadge')}
      </Badge>
    );
  }
  return (
    <Button
      color="teal"
      radius="xl"
      size="md"
      leftSection={<IconCheck size={18} />}
      loading={mark.isPending}
      onClick={() => mark.mutate(lesson.id)}
    >
      {t('itCourses.lesson.done')}
    </Button>
  );
}

function LessonBody({ lesson }: { lesson: ItStudentLesson }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('itCourses.lesson.place', {
            course: lesson.course.title,
            number: lesson.block.number,
            block: lesson.block.title,
          })}
        </Text>
        <Group gap="sm" align="center">
          <Title order={1} size="h2">
            {lesson.title}
          </Title>
          <ItLessonTypeBadge type={lesson.type} />
        </Group>
      </Stack>
      {lesson.video_embed_url ? (
        <EmbeddedVideo
          src={lesson.video_embed_url}
          label={t('itCourses.lesson.videoTitle', { title: lesson.title })}
          maw={860}
        />
      ) : null}
      {lesson.type === 'task' ? (
        <Title order={2} size="h4">
          {t('itCourses.lesson.statement')}
        </Title>
      ) : null}
      {lesson.text ? <LessonHtml html={lesson.text} /> : null}
      {lesson.link && lesson.type !== 'video' ? (
        <Button
          component="a"
          href={lesson.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          variant="light"
          color="violet"
          radius="xl"
          leftSection={<IconExternalLink size={18} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('itCourses.lesson.openLink')}
        </Button>
      ) : null}
      {lesson.type === 'task' ? <ItSolutionPanel lessonId={lesson.id} /> : null}
      <ItLessonQuizzes lessonId={lesson.id} />
      <Card withBorder radius="lg" padding="md">
        <Group justify="space-between" gap="sm">
          <DoneControl lesson={lesson} />
          <Group gap="sm" ml="auto">
            {lesson.previous ? (
              <Button
                component={Link}
                to={itLessonPath(lesson.previous.id)}
                variant="default"
                radius="xl"
                leftSection={<IconArrowLeft size={18} />}
                aria-label={t('itCourses.lesson.previousOf', { title: lesson.previous.title })}
              >
                {t('itCourses.lesson.previous')}
              </Button>
            ) : null}
            {lesson.next ? (
              <Button
                component={Link}
                to={itLessonPath(lesson.next.id)}
                color="violet"
                radius="xl"
                rightSection={<IconArrowRight size={18} />}
                aria-label={t('itCourses.lesson.nextOf', { title: lesson.next.title })}
              >
                {t('itCourses.lesson.next')}
              </Button>
            ) : (
              <Button component={Link} to={IT_COURSES_STUDENT_PATH} color="violet" radius="xl">
                {t('itCourses.lesson.toMap')}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
    </Stack>
  );
}

/** /student/it-lessons/:id — one lesson: text with coloured code, a video, a link, and the "done" button. */
export function ItLessonPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const lesson = useItLesson(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={IT_COURSES_STUDENT_PATH} size="sm">
        <Group gap={4}>
          <IconMap2 size={16} aria-hidden />
          {t('itCourses.lesson.backToMap')}
        </Group>
      </Anchor>
      {lesson.isPending ? (
        <Spinner centered />
      ) : lesson.isError ? (
        <QueryError error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : (
        <LessonBody key={lesson.data.id} lesson={lesson.data} />
      )}
    </Stack>
  );
}
