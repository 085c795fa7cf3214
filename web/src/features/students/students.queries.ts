import { keepPreviousData, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { type BirthDateBody, homeworkApi, ratingsApi, studentsApi, teacherStudentsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

export interface TeacherStudentsFilter {
  classId: number | null;
  search: string;
}

export const teacherStudentsKeys = {
  list: (teacherId: number, filter: TeacherStudentsFilter) => ['teacher', teacherId, 'students', filter] as const,
};

/** The previous answer stays on screen while a new search loads, so the table does not blink at each letter. */
export function useTeacherStudents(teacherId: number | null, filter: TeacherStudentsFilter) {
  return useQuery({
    queryKey: teacherStudentsKeys.list(teacherId ?? 0, filter),
    queryFn:
      teacherId === null
        ? skipToken
        : () =>
            silentApi.call(teacherStudentsApi.list, {
              params: { id: teacherId },
              query: { group_id: filter.classId ?? undefined, search: filter.search || undefined },
            }),
    placeholderData: keepPreviousData,
  });
}

export const teacherStudentKeys = {
  homework: (studentId: number) => ['teacher-student', studentId, 'homework'] as const,
  ratingPlaces: (studentId: number, subjectId: number) =>
    ['teacher-student', studentId, 'rating-places', subjectId] as const,
};

/** The student's homework; for a teacher the server keeps to the teacher's own classes. */
export function useStudentHomework(studentId: number) {
  return useQuery({
    queryKey: teacherStudentKeys.homework(studentId),
    queryFn: ({ signal }) => silentApi.call(homeworkApi.ofStudent, { params: { id: studentId } }, { signal }),
  });
}

/** The student's place in each trainer rating of the subject. */
export function useRatingPlaces(studentId: number, subjectId: number) {
  return useQuery({
    queryKey: teacherStudentKeys.ratingPlaces(studentId, subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        ratingsApi.placesOfStudent,
        { params: { id: studentId }, query: { subject_id: subjectId } },
        { signal },
      ),
  });
}

/** Silent: the form tells a refused date under its input, and anything else in a notice of its own. */
export function useSetBirthDate(studentId: number) {
  return useMutation({
    mutationFn: (body: BirthDateBody) => silentApi.call(studentsApi.setBirthDate, { params: { id: studentId }, body }),
  });
}
