import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowsSplit, IconSearchOff, IconUserCheck } from '@tabler/icons-react';
import type { DistributionEntry, DistributionStatus, Group as SchoolClass, Subject } from '@umka/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api.ts';
import { useAuth } from '../../../../lib/auth.tsx';
import { useLocalized } from '../../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { AppPagination } from '../../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../../ui/EmptyState.tsx';
import { QueryError } from '../../../../ui/QueryError.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { useSubjects, useTeacherSubjects } from '../../../subjects/index.ts';
import { entryKey, useDistribution, useSetDistributionStatus, useTeacherClasses } from '../../groups.queries.ts';
import { BulkAssignBar } from './BulkAssignBar.tsx';
import { DistributionFilters, type StatusFilter } from './DistributionFilters.tsx';
import { DistributionTable } from './DistributionTable.tsx';
import { useAssignStudents } from './useAssignStudents.ts';

/** Typing pauses this long before the server is asked, so a name typed quickly is one request. */
const SEARCH_DEBOUNCE_MS = 300;

/** /teacher/distribution (spec §2, §4): students waiting for a class in the teacher's subjects, placed in a click. */
export function TeacherDistributionPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const teacherId = useAuth().user?.id ?? null;
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const classes = useTeacherClasses(teacherId);
  const subjects = useSubjects();
  const teacherSubjects = useTeacherSubjects(teacherId);
  const distribution = useDistribution(teacherId, {
    subjectId,
    status: status === 'all' ? null : status,
    search: searched,
    page,
  });
  const setEntryStatus = useSetDistributionStatus(teacherId ?? 0);
  const { assign, pending } = useAssignStudents(teacherId ?? 0);
  const busy = pending || setEntryStatus.isPending;

  const currentClasses = (classes.data ?? []).filter((schoolClass) => schoolClass.deleted_at === null);
  const classesOf = (subject: number): SchoolClass[] =>
    currentClasses.filter((schoolClass) => schoolClass.subject_id === subject);
  // The distribution holds the students of the teacher's own subjects (spec §3 Teacher.subjects).
  const taughtIds = new Set(teacherSubjects.data?.subject_ids ?? []);
  const taught: Subject[] = (subjects.data ?? []).filter((subject) => taughtIds.has(subject.id));
  const subjectById = new Map((subjects.data ?? []).map((subject) => [subject.id, subject]));

  const entries = distribution.data?.items ?? [];
  const chosen = entries.filter((entry) => selected.has(entryKey(entry)));
  const chosenSubjects = new Set(chosen.map((entry) => entry.subject_id));
  const [onlySubject] = chosenSubjects;
  const bulkClasses = chosenSubjects.size === 1 && onlySubject !== undefined ? classesOf(onlySubject) : null;

  /** Another filter loads another list: from its first page, with nothing selected. */
  const resetView = () => {
    setPage(1);
    setSelected(new Set());
  };

  const applySearch = useDebouncedCallback((next: string) => {
    if (next === searched) return;
    setSearched(next);
    resetView();
  }, SEARCH_DEBOUNCE_MS);

  const changeStatus = (entry: DistributionEntry, next: DistributionStatus) =>
    setEntryStatus.mutate(
      { entry, status: next },
      {
        onSuccess: () =>
          notifySuccess(
            t(next === 'frozen' ? 'teacherDistribution.frozenNotice' : 'teacherDistribution.activeNotice', {
              name: entry.name,
            }),
          ),
        onError: (error) =>
          notifyError(
            t('teacherDistribution.errorTitle'),
            error instanceof ApiError ? localize(error.message) : t('teacherDistribution.statusFailed'),
          ),
      },
    );

  const place = async (toPlace: readonly DistributionEntry[], schoolClass: SchoolClass) => {
    const placed = await assign(toPlace, schoolClass);
    setSelected((current) => {
      const remaining = new Set(current);
      for (const entry of placed) remaining.delete(entryKey(entry));
      return remaining;
    });
  };

  const header = (
    <Group gap="sm">
      <IconArrowsSplit size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
      <Title order={1} size="h2">
        {t('teacherDistribution.title')}
      </Title>
    </Group>
  );

  const frame = (content: ReactNode) => (
    <Stack gap="lg">
      {header}
      {content}
    </Stack>
  );
  if (classes.isPending || distribution.isPending) return frame(<Spinner centered />);
  if (classes.isError) return frame(<QueryError error={classes.error} onRetry={() => void classes.refetch()} />);
  if (distribution.isError) {
    return frame(<QueryError error={distribution.error} onRetry={() => void distribution.refetch()} />);
  }
  if (currentClasses.length === 0) {
    return frame(
      <EmptyState
        title={t('teacherDistribution.noClassesTitle')}
        description={t('teacherDistribution.noClassesText')}
        color="blue"
        action={
          <Button component={Link} to="/teacher/classes" variant="light">
            {t('teacherDistribution.toClasses')}
          </Button>
        }
      />,
    );
  }

  const total = distribution.data.total;
  const filtered = subjectId !== null || status !== 'all';
  return (
    <Stack gap="lg">
      {header}
      <Text c="dimmed">{t('teacherDistribution.subtitle')}</Text>
      <DistributionFilters
        subjects={taught}
        subjectId={subjectId}
        onSubjectChange={(value) => {
          setSubjectId(value);
          resetView();
        }}
        status={status}
        onStatusChange={(value) => {
          setStatus(value);
          resetView();
        }}
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          applySearch(value.trim());
        }}
      />
      {chosen.length > 0 ? (
        <BulkAssignBar
          count={chosen.length}
          classes={bulkClasses}
          busy={busy}
          onAssign={(schoolClass) => void place(chosen, schoolClass)}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {total === 0 && searched !== '' ? (
        <EmptyState
          title={t('teacherDistribution.noMatchTitle')}
          description={t('teacherDistribution.noMatchText')}
          icon={<IconSearchOff size={32} stroke={1.5} />}
          color="gray"
        />
      ) : total === 0 ? (
        <EmptyState
          title={filtered ? t('teacherDistribution.emptyFilteredTitle') : t('teacherDistribution.emptyTitle')}
          description={filtered ? t('teacherDistribution.emptyFilteredText') : t('teacherDistribution.emptyText')}
          icon={<IconUserCheck size={32} stroke={1.5} />}
          color="teal"
        />
      ) : (
        <DistributionTable
          entries={entries}
          subjectById={subjectById}
          classesOf={classesOf}
          selected={selected}
          onSelectedChange={setSelected}
          busy={busy}
          onStatusChange={changeStatus}
          onAssign={(entry, schoolClass) => void place([entry], schoolClass)}
        />
      )}
      {distribution.data.last_page > 1 ? (
        <AppPagination
          value={page}
          onChange={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
          total={distribution.data.last_page}
        />
      ) : null}
    </Stack>
  );
}
