import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCode, IconPlus } from '@tabler/icons-react';
import type { ItBlock, ItCourse } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  useAdminItCourses,
  useOrderItBlocks,
  useOrderItCourses,
  useRemoveItBlock,
  useRemoveItCourse,
  useSaveItBlock,
  useSaveItCourse,
} from '../itCourses.queries.ts';
import { ItTitleModal, type ItTitleValues } from './ItTitleModal.tsx';
import { lessonsListPath } from './itAdminPaths.ts';

/** Which title form is open: a course's or a block's, new or an existing one. */
type Editing =
  | { kind: 'course'; course: ItCourse | null }
  | { kind: 'block'; courseId: number; block: ItBlock | null }
  | null;

function BlockRow({ block, onEdit }: { block: ItBlock; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveItBlock();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color="violet" style={{ flex: 'none' }}>
          {block.number}
        </Badge>
        <Text fw={600} truncate>
          {block.title}
        </Text>
        <Anchor component={Link} to={lessonsListPath({ courseId: block.course_id, blockId: block.id })} size="sm">
          {t('itCourses.admin.lessonsCount', { count: block.lessons_count })}
        </Anchor>
      </Group>
      <EditDeleteActions
        onEdit={onEdit}
        editLabel={t('itCourses.admin.editBlock', { title: block.title })}
        deleteLabel={t('itCourses.admin.deleteBlock', { title: block.title })}
        deleting={remove.isPending}
        onDelete={() =>
          void confirmDelete({
            title: t('itCourses.admin.deleteBlockTitle'),
            message: t('itCourses.admin.deleteBlockText', { title: block.title }),
            confirmLabel: t('itCourses.admin.delete'),
            remove: () => remove.mutateAsync(block.id),
            done: t('itCourses.admin.blockDeleted'),
          })
        }
      />
    </Group>
  );
}

function CourseCard({ course, onEdit }: { course: ItCourse; onEdit: (editing: Editing) => void }) {
  const { t } = useTranslation();
  const remove = useRemoveItCourse();
  const orderBlocks = useOrderItBlocks();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-label={course.title}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            {course.title}
          </Title>
          {course.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {course.description}
            </Text>
          ) : null}
        </Stack>
        <EditDeleteActions
          onEdit={() => onEdit({ kind: 'course', course })}
          editLabel={t('itCourses.admin.editCourse', { title: course.title })}
          deleteLabel={t('itCourses.admin.deleteCourse', { title: course.title })}
          deleting={remove.isPending}
          onDelete={() =>
            void confirmDelete({
              title: t('itCourses.admin.deleteCourseTitle'),
              message: t('itCourses.admin.deleteCourseText', { title: course.title }),
              confirmLabel: t('itCourses.admin.delete'),
              remove: () => remove.mutateAsync(course.id),
              done: t('itCourses.admin.courseDeleted'),
            })
          }
        />
      </Group>
      <Stack gap="xs" mt="md">
        {course.blocks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('itCourses.admin.noBlocks')}
          </Text>
        ) : (
          <SortableList
            items={course.blocks}
            disabled={orderBlocks.isPending}
            handleLabel={(block) => t('itCourses.admin.moveBlock', { title: block.title })}
            onReorder={(ids) => orderBlocks.mutate({ courseId: course.id, ids })}
            renderItem={(block) => (
              <BlockRow block={block} onEdit={() => onEdit({ kind: 'block', courseId: course.id, block })} />
            )}
          />
        )}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => onEdit({ kind: 'block', courseId: course.id, block: null })}
        >
          {t('itCourses.admin.addBlock')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The form of what is being edited, saved through the course or the block call. */
function EditingModal({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) {
  const { t } = useTranslation();
  const saveCourse = useSaveItCourse();
  const saveBlock = useSaveItBlock();
  if (editing.kind === 'course') {
    const { course } = editing;
    return (
      <ItTitleModal
        title={t(course ? 'itCourses.admin.editCourseTitle' : 'itCourses.admin.newCourseTitle')}
        withDescription
        initial={{ title: course?.title ?? '', description: course?.description ?? '' }}
        onClose={onClose}
        onSave={async (values: ItTitleValues) => {
          await saveCourse.mutateAsync({ id: course?.id ?? null, body: values });
          notifySuccess(t(course ? 'itCourses.admin.courseUpdated' : 'itCourses.admin.courseCreated'));
        }}
      />
    );
  }
  const { block, courseId } = editing;
  return (
    <ItTitleModal
      title={t(block ? 'itCourses.admin.editBlockTitle' : 'itCourses.admin.newBlockTitle')}
      withDescription={false}
      initial={{ title: block?.title ?? '', description: '' }}
      onClose={onClose}
      onSave={async (values: ItTitleValues) => {
        await saveBlock.mutateAsync({ id: block?.id ?? null, body: { course_id: courseId, title: values.title } });
        notifySuccess(t(block ? 'itCourses.admin.blockUpdated' : 'itCourses.admin.blockCreated'));
      }}
    />
  );
}

/** /admin/it-courses: the IT courses and their blocks, each list in the order the admin drags it into. */
export function AdminItCoursesPage() {
  const { t } = useTranslation();
  const courses = useAdminItCourses();
  const orderCourses = useOrderItCourses();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <IconCode size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('itCourses.admin.coursesTitle')}
          </Title>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={lessonsListPath({})} variant="default">
            {t('itCourses.admin.allLessons')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'course', course: null })}>
            {t('itCourses.admin.addCourse')}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">{t('itCourses.admin.coursesHint')}</Text>
      {courses.isPending ? (
        <Spinner centered />
      ) : courses.isError ? (
        <QueryError error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <EmptyState title={t('itCourses.admin.noCoursesTitle')} description={t('itCourses.admin.noCoursesText')} />
      ) : (
        <SortableList
          items={courses.data.courses}
          disabled={orderCourses.isPending}
          handleLabel={(course) => t('itCourses.admin.moveCourse', { title: course.title })}
          onReorder={(ids) => orderCourses.mutate(ids)}
          renderItem={(course) => <CourseCard course={course} onEdit={setEditing} />}
        />
      )}
      {editing ? <EditingModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
