import { useQuery } from '@tanstack/react-query';
import { homeworkApi, ratingsApi } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

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
