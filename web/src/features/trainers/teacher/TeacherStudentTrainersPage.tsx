import { Stack } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { type GroupDetail, teachersApi } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { silentApi } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { teacherKeys, useTeacherClasses } from '../../groups/index.ts';
import { StudentNotFound } from '../../students/index.ts';
import { SubjectSwitchHeading, useSubjects } from '../../subjects/index.ts';
import { playedTrainers } from '../playedTrainers.ts';
import { TrainerStatsCard } from '../TrainerStatsCard.tsx';
import { useTrainerStats } from '../trainers.queries.ts';

/**
 * The student as the teacher knows them: from the teacher's own classes, which also give the subjects
 * the teacher follows the student in. A student outside those classes is not found, as the server
 * would refuse their statistics anyway.
 */
function useStudentInClasses(teacherId: number | null, studentId: number) {
  const classes = useTeacherClasses(teacherId);
  const details = useQueries({
    queries: (classes.data ?? [])
      .filter((group) => group.students_count > 0)
      .map((group) => ({
        queryKey: teacherKeys.class(teacherId ?? 0, group.id),
        queryFn: () => silentApi.call(teachersApi.group, { params: { id: teacherId ?? 0, groupId: group.id } }),
      })),
  });
  const failed = classes.isError ? classes : details.find((query) => query.isError);
  const pending = classes.isPending || details.some((query) => query.isPending);
  const retry = () => {
    void classes.refetch();
    for (const query of details) if (query.isError) void query.refetch();
  };
  const inClasses: GroupDetail[] = details
    .flatMap((query) => (query.data ? [query.data] : []))
    .filter((group) => group.students.some((student) => student.id === studentId));
  const student = inClasses[0]?.students.find((item) => item.id === studentId) ?? null;
  return { error: failed?.error ?? null, pending, retry, student, classes: inClasses };
}

function NotYourStudent() {
  const { t } = useTranslation();
  return (
    <StudentNotFound
      backTo="/teacher/classes"
      backLabel={t('teacherStudent.toClasses')}
      title={t('teacherStudent.notFoundTitle')}
      description={t('teacherStudent.notFoundText')}
    />
  );
}

/**
 * /teacher/students/:studentId/trainers — the student card's trainers tab: a student's trainer statistics, as the
 * student sees them on their profile. The card above it names the student.
 */
export function TeacherStudentTrainersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const studentId = Number(useParams().studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const found = useStudentInClasses(validId ? (user?.id ?? null) : null, studentId);
  const subjects = useSubjects();
  const subjectIds = [...new Set(found.classes.map((group) => group.subject_id))];
  const [chosenSubject, setChosenSubject] = useState<number | null>(null);
  const subjectId = subjectIds.find((id) => id === chosenSubject) ?? subjectIds[0] ?? null;
  const stats = useTrainerStats(found.student ? studentId : null, subjectId);

  if (!validId) return <NotYourStudent />;
  if (found.error) return <QueryError error={found.error} onRetry={found.retry} />;
  if (found.pending) return <Spinner centered />;
  const refused = isApiError(stats.error) && [403, 404].includes(stats.error.status);
  if (!found.student || subjectId === null || refused) return <NotYourStudent />;

  const played = playedTrainers(stats.data);

  return (
    <Stack gap="lg">
      <SubjectSwitchHeading
        title={t('teacherStudent.subtitle')}
        label={t('teacherStudent.subject')}
        subjectIds={subjectIds}
        value={subjectId}
        onChange={setChosenSubject}
        subjects={subjects.data ?? []}
        badgeWhenOne
      />
      {stats.isError ? <QueryError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isPending && !stats.isError ? <Spinner centered /> : null}
      {stats.isSuccess && played.length === 0 ? (
        <EmptyState
          title={t('teacherStudent.emptyTitle')}
          description={t('teacherStudent.emptyText')}
          icon={<IconChartLine size={32} stroke={1.5} />}
        />
      ) : null}
      {played.map((trainer) => (
        <TrainerStatsCard key={trainer.trainer_id} stats={trainer} subjectId={subjectId} viewer="teacher" />
      ))}
    </Stack>
  );
}
