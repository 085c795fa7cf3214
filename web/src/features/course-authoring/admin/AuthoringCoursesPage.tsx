import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ItBlock, ItCourse } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SortableList } from '../../../ui/SortableList.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  useAuthoredCourses,
  useOrderBlocks,
  useOrderCourses,
  useRemoveBlock,
  useRemoveCourse,
  useSaveBlock,
  useSaveCourse,
} from '../courseAuthoring.queries.ts';
import { type CourseAuthoring, lessonsListPath } from '../courseAuthoring.ts';
import { AuthoringLoadError } from './AuthoringLoadError.tsx';
import { TitleModal, type TitleValues } from './TitleModal.tsx';

/** Which title form is open: a course's or a block's, new or an existing one. */
type Editing =
  | { kind: 'course'; course: ItCourse | null }
  | { kind: 'block'; courseId: number; block: ItBlock | null }
  | null;

interface BlockRowProps {
  authoring: CourseAuthoring;
  block: ItBlock;
  onEdit: () => void;
}

function BlockRow({ authoring, block, onEdit }: BlockRowProps) {
  const { t } = useTranslation();
  const remove = useRemoveBlock(authoring);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Badge variant="light" color="violet" style={{ flex: 'none' }}>
          {block.number}
        </Badge>
        <Text fw={600} truncate>
          {block.title}
        </Text>
        <Anchor
          component={Link}
          to={lessonsListPath(authoring, { courseId: block.course_id, blockId: block.id })}
          size="sm"
        >
          {t(`${authoring.texts}.lessonsCount`, { count: block.lessons_count })}
        </Anchor>
      </Group>
      <EditDeleteActions
        onEdit={onEdit}
        editLabel={t(`${authoring.texts}.editBlock`, { title: block.title })}
        deleteLabel={t(`${authoring.texts}.deleteBlock`, { title: block.title })}
        deleting={remove.isPending}
        onDelete={() =>
          void confirmDelete({
            title: t(`${authoring.texts}.deleteBlockTitle`),
            message: t(`${authoring.texts}.deleteBlockText`, { title: block.title }),
            confirmLabel: t(`${authoring.texts}.delete`),
            remove: () => remove.mutateAsync(block.id),
            done: t(`${authoring.texts}.blockDeleted`),
          })
        }
      />
    </Group>
  );
}

interface CourseCardProps {
  authoring: CourseAuthoring;
  course: ItCourse;
  onEdit: (editing: Editing) => void;
}

function CourseCard({ authoring, course, onEdit }: CourseCardProps) {
  const { t } = useTranslation();
  const remove = useRemoveCourse(authoring);
  const orderBlocks = useOrderBlocks(authoring);
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
          editLabel={t(`${authoring.texts}.editCourse`, { title: course.title })}
          deleteLabel={t(`${authoring.texts}.deleteCourse`, { title: course.title })}
          deleting={remove.isPending}
          onDelete={() =>
            void confirmDelete({
              title: t(`${authoring.texts}.deleteCourseTitle`),
              message: t(`${authoring.texts}.deleteCourseText`, { title: course.title }),
              confirmLabel: t(`${authoring.texts}.delete`),
              remove: () => remove.mutateAsync(course.id),
              done: t(`${authoring.texts}.courseDeleted`),
            })
          }
        />
      </Group>
      <Stack gap="xs" mt="md">
        {course.blocks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(`${authoring.texts}.noBlocks`)}
          </Text>
        ) : (
          <SortableList
            items={course.blocks}
            disabled={orderBlocks.isPending}
            handleLabel={(block) => t(`${authoring.texts}.moveBlock`, { title: block.title })}
            onReorder={(ids) => orderBlocks.mutate({ courseId: course.id, ids })}
            renderItem={(block) => (
              <BlockRow
                authoring={authoring}
                block={block}
                onEdit={() => onEdit({ kind: 'block', courseId: course.id, block })}
              />
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
          {t(`${authoring.texts}.addBlock`)}
        </Button>
      </Stack>
    </Card>
  );
}

/** The form of what is being edited, saved through the course or the block call. */
interface EditingModalProps {
  authoring: CourseAuthoring;
  editing: NonNullable<Editing>;
  onClose: () => void;
}

function EditingModal({ authoring, editing, onClose }: EditingModalProps) {
  const { t } = useTranslation();
  const saveCourse = useSaveCourse(authoring);
  const saveBlock = useSaveBlock(authoring);
  if (editing.kind === 'course') {
    const { course } = editing;
    return (
      <TitleModal
        texts={authoring.texts}
        title={t(`${authoring.texts}.${course ? 'editCourseTitle' : 'newCourseTitle'}`)}
        withDescription
        initial={{ title: course?.title ?? '', description: course?.description ?? '' }}
        onClose={onClose}
        onSave={async (values: TitleValues) => {
          await saveCourse.mutateAsync({ id: course?.id ?? null, body: values });
          notifySuccess(t(`${authoring.texts}.${course ? 'courseUpdated' : 'courseCreated'}`));
        }}
      />
    );
  }
  const { block, courseId } = editing;
  return (
    <TitleModal
      texts={authoring.texts}
      title={t(`${authoring.texts}.${block ? 'editBlockTitle' : 'newBlockTitle'}`)}
      withDescription={false}
      initial={{ title: block?.title ?? '', description: '' }}
      onClose={onClose}
      onSave={async (values: TitleValues) => {
        await saveBlock.mutateAsync({ id: block?.id ?? null, body: { course_id: courseId, title: values.title } });
        notifySuccess(t(`${authoring.texts}.${block ? 'blockUpdated' : 'blockCreated'}`));
      }}
    />
  );
}

/** A direction's courses and their blocks, each list in the order the author drags it into. */
export function AuthoringCoursesPage({ authoring }: { authoring: CourseAuthoring }) {
  const { t } = useTranslation();
  const courses = useAuthoredCourses(authoring);
  const orderCourses = useOrderCourses(authoring);
  const { icon: DirectionIcon } = authoring;
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <DirectionIcon size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={1} size="h2">
            {t(`${authoring.texts}.coursesTitle`)}
          </Title>
        </Group>
        <Group gap="sm">
          <Button component={Link} to={lessonsListPath(authoring, {})} variant="default">
            {t(`${authoring.texts}.allLessons`)}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ kind: 'course', course: null })}>
            {t(`${authoring.texts}.addCourse`)}
          </Button>
        </Group>
      </Group>
      <Text c="dimmed">{t(`${authoring.texts}.coursesHint`)}</Text>
      {courses.isPending ? (
        <Spinner centered />
      ) : courses.isError ? (
        <AuthoringLoadError authoring={authoring} error={courses.error} onRetry={() => void courses.refetch()} />
      ) : courses.data.courses.length === 0 ? (
        <EmptyState
          title={t(`${authoring.texts}.noCoursesTitle`)}
          description={t(`${authoring.texts}.noCoursesText`)}
        />
      ) : (
        <SortableList
          items={courses.data.courses}
          disabled={orderCourses.isPending}
          handleLabel={(course) => t(`${authoring.texts}.moveCourse`, { title: course.title })}
          onReorder={(ids) => orderCourses.mutate(ids)}
          renderItem={(course) => <CourseCard authoring={authoring} course={course} onEdit={setEditing} />}
        />
      )}
      {editing ? <EditingModal authoring={authoring} editing={editing} onClose={() => setEditing(null)} /> : null}
    </Stack>
  );
}
