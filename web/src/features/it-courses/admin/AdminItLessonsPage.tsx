import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconList, IconPlus } from '@tabler/icons-react';
import type { ItLessonListQuery, ItLessonRow } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ItLessonTypeBadge } from '../ItLessonTypeBadge.tsx';
import { useAdminItCourses, useAdminItLessons, useOrderItLessons, useRemoveItLesson } from '../itCourses.queries.ts';
import { IT_COURSES_PATH, lessonEditPath, NEW_LESSON_SEGMENT } from './itAdminPaths.ts';

function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function LessonRow({ lesson, showPlace }: { lesson: ItLessonRow; showPlace: boolean }) {
  const { t } = useTranslation();
  const remove = useRemoveItLesson();
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="outline" color="gray" style={{ flex: 'none' }}>
            {lesson.number}
          </Badge>
          <ItLessonTypeBadge type={lesson.type} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={lessonEditPath(lesson.id)} fw={600} truncate>
              {lesson.title}
            </Anchor>
            {showPlace ? (
              <Text size="xs" c="dimmed" truncate>
                {t('itCourses.admin.lessonPlace', { course: lesson.course_title, block: lesson.block_title })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <EditDeleteActions
          editTo={lessonEditPath(lesson.id)}
          editLabel={t('itCourses.admin.editLesson', { title: lesson.title })}
          deleteLabel={t('itCourses.admin.deleteLesson', { title: lesson.title })}
          deleting={remove.isPending}
          onDelete={() =>
            void confirmDelete({
              title: t('itCourses.admin.deleteLessonTitle'),
              message: t('itCourses.admin.deleteLessonText', { title: lesson.title }),
              confirmLabel: t('itCourses.admin.delete'),
              remove: () => remove.mutateAsync(lesson.id),
              done: t('itCourses.admin.lessonDeleted'),
            })
          }
        />
      </Group>
    </Card>
  );
}

/** /admin/it-lessons/list: every IT lesson, of one course or block if chosen; a block's lessons reorder by drag. */
export function AdminItLessonsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courseId = idParam(params.get('course'));
  const blockId = idParam(params.get('block'));
  const query: ItLessonListQuery = { course_id: courseId, block_id: blockId };
  const courses = useAdminItCourses();
  const lessons = useAdminItLessons(query);
  const order = useOrderItLessons(query);
  const course = courses.data?.courses.find((item) => item.id === courseId);

  const choose = (next: { course?: number | undefined; block?: number | undefined }) => {
    const search = new URLSearchParams();
    if (next.course !== undefined) search.set('course', String(next.course));
    if (next.block !== undefined) search.set('block', String(next.block));
    setParams(search, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={IT_COURSES_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('itCourses.admin.backToCourses')}
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Group gap="sm">
          <IconList size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('itCourses.admin.lessonsTitle')}
          </Title>
        </Group>
        <Button component={Link} to={lessonEditPath(NEW_LESSON_SEGMENT, blockId)} leftSection={<IconPlus size={18} />}>
          {t('itCourses.admin.addLesson')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end">
        <Select
          label={t('itCourses.admin.courseFilter')}
          placeholder={t('itCourses.admin.allCourses')}
          clearable
          data={(courses.data?.courses ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
          value={courseId === undefined ? null : String(courseId)}
          onChange={(value) => choose({ course: idParam(value) })}
          w={260}
        />
        <Select
          label={t('itCourses.admin.blockFilter')}
          placeholder={t('itCourses.admin.allBlocks')}
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
          {t('itCourses.admin.reorderHint')}
        </Text>
      ) : null}
      {lessons.isPending ? (
        <Spinner centered />
      ) : lessons.isError ? (
        <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : lessons.data.lessons.length === 0 ? (
        <EmptyState title={t('itCourses.admin.noLessonsTitle')} description={t('itCourses.admin.noLessonsText')} />
      ) : blockId === undefined ? (
        <Stack gap="xs">
          {lessons.data.lessons.map((lesson) => (
            <LessonRow key={lesson.id} lesson={lesson} showPlace />
          ))}
        </Stack>
      ) : (
        <SortableList
          items={lessons.data.lessons}
          disabled={order.isPending}
          handleLabel={(lesson) => t('itCourses.admin.moveLesson', { title: lesson.title })}
          onReorder={(ids) => order.mutate({ blockId, ids })}
          renderItem={(lesson) => <LessonRow lesson={lesson} showPlace={false} />}
        />
      )}
    </Stack>
  );
}
