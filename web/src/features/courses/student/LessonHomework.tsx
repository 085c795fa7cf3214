import { Alert, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconPlayerPlay, IconUsersGroup } from '@tabler/icons-react';
import type { CourseLesson, CourseStudentHomework } from '@umka/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useStartCourseHomework } from '../courses.queries.ts';
import { AskedItems } from './AskedItems.tsx';
import { type LessonCompletion, LessonDoneNote, MarkingDone } from './LessonDone.tsx';
import { StartedItems } from './StartedItems.tsx';

/** Lesson homework is checked by a class's teacher: a child in no class of the subject is told whom to ask. */
function NoClassCard() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      radius="lg"
      variant="light"
      icon={<IconUsersGroup />}
      title={t('courses.student.homework.noClassTitle')}
    >
      {t('courses.student.homework.noClassText')}
    </Alert>
  );
}

function StartButton({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const start = useStartCourseHomework(lessonId);
  return (
    <Stack gap="sm">
      {start.isError ? <QueryError error={start.error} /> : null}
      <Button
        radius="xl"
        size="md"
        color="grape"
        leftSection={<IconPlayerPlay size={18} />}
        loading={start.isPending}
        onClick={() => start.mutate()}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('courses.student.homework.start')}
      </Button>
    </Stack>
  );
}

interface LessonHomeworkProps {
  lesson: CourseLesson;
  homework: CourseStudentHomework;
  completion: LessonCompletion;
  lessonPath: string;
}

/**
 * The lesson's homework: what it asks, then (once started for the class) the items with the child's progress. The
 * homework complete, the lesson is marked done by itself, once.
 */
export function LessonHomework({ lesson, homework, completion, lessonPath }: LessonHomeworkProps) {
  const { t } = useTranslation();
  const started = homework.started;
  const ready = started?.complete === true && !lesson.done;
  const asked = useRef(false);
  const { mutate } = completion;
  useEffect(() => {
    if (!ready || asked.current) return;
    asked.current = true;
    mutate();
  }, [ready, mutate]);

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lesson-homework">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="grape" variant="light" aria-hidden>
            <IconClipboardList size={24} />
          </ThemeIcon>
          <Title order={2} size="h3" id="lesson-homework">
            {t('courses.student.homework.title')}
          </Title>
        </Group>
        {homework.description ? <Text style={{ whiteSpace: 'pre-wrap' }}>{homework.description}</Text> : null}
        {started ? (
          <StartedItems homework={started} lessonPath={lessonPath} />
        ) : (
          <>
            <AskedItems items={homework.items} />
            {homework.class_id === null ? <NoClassCard /> : <StartButton lessonId={lesson.id} />}
          </>
        )}
        {lesson.done ? (
          <LessonDoneNote />
        ) : ready ? (
          <MarkingDone completion={completion} />
        ) : started ? (
          <Text size="sm" c="dimmed">
            {t('courses.student.homework.howToFinish')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
