import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CourseLesson } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ItLessonTypeBadge } from '../../it-courses/index.ts';
import { useCompleteCourseLesson, useCourseLesson } from '../courses.queries.ts';
import { BackLink } from './BackLink.tsx';
import { CertificateCelebration } from './CertificateCelebration.tsx';
import { CourseNotFound } from './CourseNotFound.tsx';
import { COURSES_STUDENT_PATH, courseBlockPath, courseLessonPath } from './coursePaths.ts';
import { isNotFound } from './courseState.ts';
import { type LessonCompletion, LessonDoneNote, MarkingDone } from './LessonDone.tsx';
import { LessonHomework } from './LessonHomework.tsx';
import { LessonMaterial } from './LessonMaterial.tsx';
import { LessonNavigation } from './LessonNavigation.tsx';

/** A lesson without homework is done once read: the child says so. */
function ReadControl({ lesson, completion }: { lesson: CourseLesson; completion: LessonCompletion }) {
  const { t } = useTranslation();
  if (lesson.done) return <LessonDoneNote />;
  if (completion.isError) return <MarkingDone completion={completion} />;
  return (
    <Button
      color="teal"
      radius="xl"
      size="md"
      leftSection={<IconCheck size={18} />}
      loading={completion.isPending}
      onClick={() => completion.mutate()}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('courses.student.lesson.read')}
    </Button>
  );
}

function LessonBody({ lesson }: { lesson: CourseLesson }) {
  const { t } = useTranslation();
  const completion = useCompleteCourseLesson(lesson.id);
  const [celebrated, setCelebrated] = useState(false);
  const certificate = celebrated ? null : (completion.data?.certificate ?? null);
  const lessonPath = courseLessonPath(lesson.course.id, lesson.block.id, lesson.id);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {t('courses.student.lesson.place', {
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
      <LessonMaterial lesson={lesson} />
      {lesson.homework ? (
        <LessonHomework lesson={lesson} homework={lesson.homework} completion={completion} lessonPath={lessonPath} />
      ) : (
        <ReadControl lesson={lesson} completion={completion} />
      )}
      <LessonNavigation lesson={lesson} />
      <CertificateCelebration
        certificate={certificate}
        courseTitle={lesson.course.title}
        onClose={() => setCelebrated(true)}
      />
    </Stack>
  );
}

/**
 * /student/courses/:id/block/:blockId/homework/:lessonId — the lesson's material, then its homework or the "read"
 * button, and the way on. A lesson of another course or block is not found here.
 */
export function CourseLessonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const courseId = Number(params.id);
  const blockId = Number(params.blockId);
  const lesson = useCourseLesson(Number(params.lessonId));
  const data = lesson.data;
  const found = data && data.course.id === courseId && data.block.id === blockId ? data : null;
  return (
    <Stack gap="md">
      <BackLink to={courseBlockPath(courseId, blockId)} label={t('courses.student.backToBlock')} />
      {found ? (
        <LessonBody key={found.id} lesson={found} />
      ) : lesson.isPending ? (
        <Spinner centered />
      ) : lesson.isError && !isNotFound(lesson.error) ? (
        <QueryError error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : (
        <CourseNotFound
          text={t('courses.student.lessonNotFound')}
          back={COURSES_STUDENT_PATH}
          backLabel={t('courses.student.backToCourses')}
        />
      )}
    </Stack>
  );
}
