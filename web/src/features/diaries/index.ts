export { useStudentDiary } from './diaries.queries.ts';
export { StudentDiaryView } from './StudentDiaryView.tsx';
