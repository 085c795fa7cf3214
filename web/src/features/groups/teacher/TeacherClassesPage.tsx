import { Button, Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import type { Group as SchoolClass, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useDeletedClasses, useRestoreClass, useTeacherClasses } from '../groups.queries.ts';
import { useNotifyClassError } from '../useNotifyClassError.ts';
import { ClassCard } from './ClassCard.tsx';
import { ClassSubjectFilter } from './ClassSubjectFilter.tsx';
import { DeletedClassCard } from './DeletedClassCard.tsx';

type View = 'current' | 'deleted';

const byTitle = (a: SchoolClass, b: SchoolClass) => a.title.localeCompare(b.title, undefined, { numeric: true });

/**
 * Teacher home (spec §6 TeacherClassesView): the teacher's classes as cards, by subject, and the
 * deleted ones to restore. The view and the subject live in the address, so coming back keeps them.
 */
export function TeacherClassesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const teacherId = user?.id ?? null;
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'deleted' ? 'deleted' : 'current';
  const current = useTeacherClasses(teacherId);
  const deleted = useDeletedClasses(teacherId, view === 'deleted');
  const subjects = useSubjects();
  const restore = useRestoreClass(teacherId ?? 0);
  const notifyClassError = useNotifyClassError();
  const listed = view === 'deleted' ? deleted : current;

  const subjectById = new Map<number, Subject>((subjects.data ?? []).map((subject) => [subject.id, subject]));
  const classes = [...(listed.data ?? [])].sort(byTitle);
  const taught = [...new Set(classes.map((schoolClass) => schoolClass.subject_id))]
    .map((id) => subjectById.get(id))
    .filter((subject): subject is Subject => subject !== undefined);
  const requested = Number(params.get('subject'));
  // A subject left over from the other view, or from a class since deleted, narrows nothing.
  const subjectId = taught.some((subject) => subject.id === requested) ? requested : null;
  const shown = subjectId === null ? classes : classes.filter((schoolClass) => schoolClass.subject_id === subjectId);

  const setParam = (key: 'view' | 'subject', value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const onRestore = (schoolClass: SchoolClass) =>
    restore.mutate(schoolClass.id, {
      onSuccess: () => notifySuccess(t('teacherClasses.deleted.restored', { title: schoolClass.title })),
      onError: notifyClassError,
    });

  const createLink = subjectId === null ? '/teacher/classes/create' : `/teacher/classes/create?subject=${subjectId}`;
  const createButton = (
    <Button component={Link} to={createLink} leftSection={<IconPlus size={18} />}>
      {t('teacherClasses.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <IconSchool size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('teacher.classes.title')}
          </Title>
        </Group>
        {createButton}
      </Group>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('teacherClasses.list.view')}
          value={view}
          onChange={(next) => setParam('view', next === 'deleted' ? 'deleted' : null)}
          data={[
            { value: 'current', label: t('teacherClasses.list.current') },
            { value: 'deleted', label: t('teacherClasses.list.deleted') },
          ]}
          radius="xl"
        />
        {taught.length > 1 ? (
          <ClassSubjectFilter
            subjects={taught}
            value={subjectId}
            onChange={(next) => setParam('subject', next === null ? null : String(next))}
          />
        ) : null}
      </Group>
      {listed.isPending ? (
        <Spinner centered />
      ) : listed.isError ? (
        <QueryError error={listed.error} onRetry={() => void listed.refetch()} />
      ) : shown.length === 0 ? (
        view === 'deleted' ? (
          <EmptyState
            title={t('teacherClasses.deleted.emptyTitle')}
            description={t('teacherClasses.deleted.emptyText')}
            icon={<IconTrash size={32} stroke={1.5} />}
            color="gray"
          />
        ) : (
          <EmptyState
            title={t('teacher.classes.emptyTitle')}
            description={t('teacherClasses.list.emptyText')}
            icon={<IconSchool size={32} stroke={1.5} />}
            color="blue"
            action={createButton}
          />
        )
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
          {shown.map((schoolClass) =>
            view === 'deleted' ? (
              <DeletedClassCard
                key={schoolClass.id}
                schoolClass={schoolClass}
                subject={subjectById.get(schoolClass.subject_id)}
                restoring={restore.isPending && restore.variables === schoolClass.id}
                onRestore={() => onRestore(schoolClass)}
              />
            ) : (
              <ClassCard
                key={schoolClass.id}
                schoolClass={schoolClass}
                subject={subjectById.get(schoolClass.subject_id)}
              />
            ),
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
