import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  filesApi,
  type HomeworkAnswer,
  homeworkAnswersApi,
  homeworkApi,
  type PrivateFile,
  type TrainerSession,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';

export const studentHomeworkKeys = {
  all: ['student-homework'] as const,
  /** subjectId null: every subject (the profile's summary). */
  list: (studentId: number, subjectId: number | null) => ['student-homework', studentId, subjectId] as const,
  answers: (homeworkId: number, itemId: number) => ['student-homework', 'answers', homeworkId, itemId] as const,
};

/** A student's homework in one subject, or in every subject (null). */
export const studentHomeworkQuery = (studentId: number, subjectId: number | null) =>
  queryOptions({
    queryKey: studentHomeworkKeys.list(studentId, subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        homeworkApi.ofStudent,
        { params: { id: studentId }, query: { subject_id: subjectId ?? undefined } },
        { signal },
      ),
  });

export function useStudentHomework(studentId: number | null, subjectId: number | null) {
  return useQuery({ ...studentHomeworkQuery(studentId ?? 0, subjectId), enabled: studentId !== null });
}

/** Every version of the student's own answer to one task item, newest first. */
export function useHomeworkAnswers(homeworkId: number, itemId: number) {
  return useQuery({
    queryKey: studentHomeworkKeys.answers(homeworkId, itemId),
    queryFn: ({ signal }) =>
      silentApi.call(homeworkAnswersApi.list, { params: { id: homeworkId, itemId } }, { signal }),
  });
}

export interface AnswerDraft {
  text: string;
  files: File[];
}

/** Silent: the dialog says 'Failed to submit task' (spec §8) with the server's reason itself. */
export function useSubmitAnswer(homeworkId: number, itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, files }: AnswerDraft): Promise<HomeworkAnswer> => {
      const body = new FormData();
      body.append('text', text);
      for (const file of files) body.append('files', file, file.name);
      return silentApi.call(homeworkAnswersApi.submit, { params: { id: homeworkId, itemId }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentHomeworkKeys.all }),
  });
}

/** A homework trainer item's session with the teacher's settings; silent, the start screen shows a refusal. */
export function startHomeworkSession(homeworkId: number, itemId: number): Promise<TrainerSession> {
  return silentApi.call(homeworkApi.startTrainer, { params: { id: homeworkId, itemId } });
}

/**
 * Private files need the bearer token, so a plain link cannot fetch them: the bytes come through the main
 * client (its loading bar and failure notice) and are handed to the browser as a download of an object URL.
 */
export async function downloadPrivateFile(file: Pick<PrivateFile, 'id' | 'name'>): Promise<void> {
  const blob = await api.call(filesApi.download, { params: { id: file.id } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts the download on click; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
