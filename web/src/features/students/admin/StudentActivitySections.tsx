import { Card, Stack, Text, Title } from '@mantine/core';
import type { AdminStudentDetail, Subject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LikesHistoryView } from '../../likes/index.ts';
import { SubjectSwitchHeading } from '../../subjects/index.ts';
import { playedTrainers, TrainerStatsCard, useTrainerStats } from '../../trainers/index.ts';
import { useStudentHomework } from '../students.queries.ts';
import { StudentHomeworkTable } from '../teacher/StudentHomeworkTable.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function TrainersSection({ studentId, subjectId }: { studentId: number; subjectId: number }) {
  const { t } = useTranslation();
  const stats = useTrainerStats(studentId, subjectId);
  const played = playedTrainers(stats.data);
  return (
    <Section title={t('adminStudents.activity.trainers')}>
      {stats.isError ? <QueryError error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isPending ? <Spinner centered /> : null}
      {stats.isSuccess && played.length === 0 ? <Text c="dimmed">{t('adminStudents.activity.noTrainers')}</Text> : null}
      {played.map((trainer) => (
        <TrainerStatsCard key={trainer.trainer_id} stats={trainer} subjectId={subjectId} viewer="teacher" />
      ))}
    </Section>
  );
}

function HomeworkSection({ student, subjectId }: { student: AdminStudentDetail; subjectId: number }) {
  const { t } = useTranslation();
  const homework = useStudentHomework(student.id);
  const inSubject = <T extends { subject_id: number }>(list: readonly T[]) =>
    list.filter((entry) => entry.subject_id === subjectId);
  const current = inSubject(homework.data?.current ?? []);
  const past = inSubject(homework.data?.past ?? []);
  const classes = student.subjects.flatMap((row) =>
    row.group ? [{ id: row.group.id, title: row.group.title, subject_id: row.subject_id }] : [],
  );
  return (
    <Section title={t('adminStudents.activity.homework')}>
      {homework.isError ? <QueryError error={homework.error} onRetry={() => void homework.refetch()} /> : null}
      {homework.isPending ? <Spinner centered /> : null}
      {homework.isSuccess && current.length + past.length === 0 ? (
        <Text c="dimmed">{t('adminStudents.activity.noHomework')}</Text>
      ) : null}
      {current.length + past.length > 0 ? (
        <StudentHomeworkTable
          current={current}
          past={past}
          classes={classes}
          caption={t('adminStudents.activity.homeworkCaption')}
        />
      ) : null}
    </Section>
  );
}

/**
 * What the student did, as their teacher's student card shows it (trainers, homework, likes), read-only and one
 * subject at a time.
 */
export function StudentActivitySections({
  student,
  subjects,
}: {
  student: AdminStudentDetail;
  subjects: readonly Subject[];
}) {
  const { t } = useTranslation();
  const subjectIds = student.subjects.map((row) => row.subject_id);
  const [chosen, setChosen] = useState<number | null>(null);
  const subjectId = subjectIds.find((id) => id === chosen) ?? subjectIds[0];
  if (subjectId === undefined) return null;

  return (
    <Stack gap="lg">
      <SubjectSwitchHeading
        title={t('adminStudents.activity.title')}
        label={t('adminStudents.activity.subject')}
        subjectIds={subjectIds}
        value={subjectId}
        onChange={setChosen}
        subjects={subjects}
      />
      <TrainersSection key={`trainers-${subjectId}`} studentId={student.id} subjectId={subjectId} />
      <HomeworkSection student={student} subjectId={subjectId} />
      <Section title={t('adminStudents.activity.likes')}>
        <LikesHistoryView
          key={subjectId}
          studentId={student.id}
          subjectId={subjectId}
          emptyText={t('adminStudents.activity.noLikes')}
        />
      </Section>
    </Stack>
  );
}
