import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconList, IconPlus } from '@tabler/icons-react';
import type { ItLessonListQuery, ItLessonRow } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ItLessonTypeBadge } from '../../it-courses/index.ts';
import {
  useAuthoredCourses,
  useAuthoredLessons,
  useOrderLessons,
  useRemoveLesson,
} from '../courseAuthoring.queries.ts';
import { type CourseAuthoring, lessonEditPath, NEW_LESSON_SEGMENT } from '../courseAuthoring.ts';
import { AuthoringLoadError } from './AuthoringLoadError.tsx';

function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

interface LessonRowProps {
  authoring: CourseAuthoring;
  lesson: ItLessonRow;
  showPlace: boolean;
}

function LessonRow({ authoring, lesson, showPlace }: LessonRowProps) {
  const { t } = useTranslation();
  const remove = useRemoveLesson(authoring);
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="outline" color="gray" style={{ flex: 'none' }}>
            {lesson.number}
          </Badge>
          <ItLessonTypeBadge type={lesson.type} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={lessonEditPath(authoring, lesson.id)} fw={600} truncate>
              {lesson.title}
            </Anchor>
            {showPlace ? (
              <Text size="xs" c="dimmed" truncate>
                {t(`${authoring.texts}.lessonPlace`, { course: lesson.course_title, block: lesson.block_title })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <EditDeleteActions
          editTo={lessonEditPath(authoring, lesson.id)}
          editLabel={t(`${authoring.texts}.editLesson`, { title: lesson.title })}
          deleteLabel={t(`${authoring.texts}.deleteLesson`, { title: lesson.title })}
          deleting={remove.isPending}
          onDelete={() =>
            void confirmDelete({
              title: t(`${authoring.texts}.deleteLessonTitle`),
              message: t(`${authoring.texts}.deleteLessonText`, { title: lesson.title }),
              confirmLabel: t(`${authoring.texts}.delete`),
              remove: () => remove.mutateAsync(lesson.id),
              done: t(`${authoring.texts}.lessonDeleted`),
            })
          }
        />
      </Group>
    </Card>
  );
}

/** A direction's every lesson, of one course or block if chosen; a block's lessons reorder by drag. */
export function AuthoringLessonsPage({ authoring }: { authoring: CourseAuthoring }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const blockId = idParam(params.get('block'));
  const query: ItLessonListQuery = { course_id: courseId, block_id: blockId };
  const courses = useAuthoredCourses(authoring);
  const lessons = useAuthoredLessons(authoring, query);
  const order = useOrderLessons(authoring, query);
  const course = courses.data?.courses.find((item) => item.id === courseId);

  const choose = (next: { course?: number | undefined; block?: number | undefined }) => {
    const search = new URLSearchParams();
    if (next.course !== undefined) search.set('course', String(next.course));
    if (next.block !== undefined) search.set('block', String(next.block));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={authoring.coursesPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t(`${authoring.texts}.backToCourses`)}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <IconList size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={1} size="h2">
            {t(`${authoring.texts}.lessonsTitle`)}
          </Title>
        </Group>
        <Button
          component={Link}
          to={lessonEditPath(authoring, NEW_LESSON_SEGMENT, blockId)}
          leftSection={<IconPlus size={18} />}
        >
          {t(`${authoring.texts}.addLesson`)}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <Select
          label={t(`${authoring.texts}.courseFilter`)}
          placeholder={t(`${authoring.texts}.allCourses`)}
          clearable
          data={(courses.data?.courses ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
          value={courseId === undefined ? null : String(courseId)}
          onChange={(value) => choose({ course: idParam(value) })}
          w={260}
        />
        <Select
          label={t(`${authoring.texts}.blockFilter`)}
          placeholder={t(`${authoring.texts}.allBlocks`)}
          clearable
          disabled={!course}
          data={(course?.blocks ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
          value={blockId === undefined ? null : String(blockId)}
          onChange={(value) => choose({ course: courseId, block: idParam(value) })}
          w={260}
        />
      </Group>
      {blockId === undefined ? (
        <Text size="sm" c="dimmed">
          {t(`${authoring.texts}.reorderHint`)}
        </Text>
      ) : null}
      {lessons.isPending ? (
        <Spinner centered />
      ) : lessons.isError ? (
        <AuthoringLoadError authoring={authoring} error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : lessons.data.lessons.length === 0 ? (
        <EmptyState
          title={t(`${authoring.texts}.noLessonsTitle`)}
          description={t(`${authoring.texts}.noLessonsText`)}
        />
      ) : blockId === undefined ? (
        <Stack gap="xs">
          {lessons.data.lessons.map((lesson) => (
            <LessonRow key={lesson.id} authoring={authoring} lesson={lesson} showPlace />
          ))}
        </Stack>
      ) : (
        <SortableList
          items={lessons.data.lessons}
          disabled={order.isPending}
          handleLabel={(lesson) => t(`${authoring.texts}.moveLesson`, { title: lesson.title })}
          onReorder={(ids) => order.mutate({ blockId, ids })}
          renderItem={(lesson) => <LessonRow authoring={authoring} lesson={lesson} showPlace={false} />}
        />
      )}
    </Stack>
  );
}
