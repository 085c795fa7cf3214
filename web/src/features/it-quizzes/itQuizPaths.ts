/** The quiz pages (spec §2 /student/quizes, /admin/it-lessons/list/{id}/quizes/{quizId}/questions/{questionId}). */
export const IT_QUIZZES_STUDENT_PATH = '/student/quizes';

export const itQuizPath = (id: number): string => `/student/quizes/${id}`;

export const adminQuizPath = (lessonId: number, quizId: number): string =>
  `/admin/it-lessons/list/${lessonId}/quizes/${quizId}`;

/** The question editor's segment for a question not written yet. */
export const NEW_QUESTION_SEGMENT = 'new';

export const adminQuestionPath = (lessonId: number, quizId: number, questionId: number | string): string =>
  `${adminQuizPath(lessonId, quizId)}/questions/${questionId}`;
