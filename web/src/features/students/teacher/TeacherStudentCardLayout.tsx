import { Stack } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useTeacherStudents } from '../students.queries.ts';
import { StudentCardHeader } from './StudentCardHeader.tsx';
import { StudentCardTabs } from './StudentCardTabs.tsx';
import { StudentNotFound } from './StudentNotFound.tsx';
import type { StudentCardContext } from './studentCard.ts';

const ALL_STUDENTS = { classId: null, search: '' };

function NotYourStudent() {
  const { t } = useTranslation();
  return (
    <StudentNotFound
      backLabel={t('teacherStudent.card.back')}
      title={t('teacherStudent.notFoundTitle')}
      description={t('teacherStudent.notFoundText')}
    />
  );
}

/**
 * /teacher/students/:studentId: the student card. The student comes from the teacher's own students, so
 * one outside the teacher's current classes is "not found" before any tab asks the server about them.
 */
export function TeacherStudentCardLayout() {
  const teacherId = useAuth().user?.id ?? null;
  const studentId = Number(useParams().studentId);
  const validId = Number.isInteger(studentId) && studentId > 0;
  const students = useTeacherStudents(validId ? teacherId : null, ALL_STUDENTS);
  const subjects = useSubjects();
  const [chosenSubject, setChosenSubject] = useState<number | null>(null);

  if (!validId) return <NotYourStudent />;
  if (students.isError) return <QueryError error={students.error} onRetry={() => void students.refetch()} />;
  if (students.isPending) return <Spinner centered />;
  const student = students.data.find((item) => item.id === studentId);
  if (!student) return <NotYourStudent />;

  const subjectIds = [...new Set(student.classes.map((item) => item.subject_id))];
  const subjectId = subjectIds.find((id) => id === chosenSubject) ?? subjectIds[0];
  if (subjectId === undefined) return <NotYourStudent />;
  const context: StudentCardContext = { student, subjectIds, subjectId, setSubjectId: setChosenSubject };

  return (
    <Stack gap="lg">
      <StudentCardHeader student={student} subjects={subjects.data ?? []} />
      <StudentCardTabs studentId={student.id} />
      {/* The tab's own chunk loads under the card, which stays on screen. */}
      <Suspense fallback={<Spinner centered />}>
        <Outlet context={context} />
      </Suspense>
    </Stack>
  );
}
