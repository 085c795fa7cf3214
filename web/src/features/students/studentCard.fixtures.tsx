import type { StudentHomework, TeacherStudent } from '@umka/contracts';
import { Navigate, Route, Routes } from 'react-router';
import { renderWithProviders } from '../../test/render.tsx';
import { StudentAgeRatingTab } from './teacher/StudentAgeRatingTab.tsx';
import { StudentGeneralRatingTab } from './teacher/StudentGeneralRatingTab.tsx';
import { StudentHomeworkTab } from './teacher/StudentHomeworkTab.tsx';
import { StudentLikesRatingTab } from './teacher/StudentLikesRatingTab.tsx';
import { StudentLikesTab } from './teacher/StudentLikesTab.tsx';
import { StudentOnlineRatingTab } from './teacher/StudentOnlineRatingTab.tsx';
import { TeacherStudentCardLayout } from './teacher/TeacherStudentCardLayout.tsx';

const title = (text: string) => ({ 'ru-RU': text, 'en-US': text, 'uk-UA': text });

export const SUBJECTS = [
  { id: 1, main_id: 1, title: title('Math'), color: '#4dabf7', is_open: true },
  { id: 3, main_id: 3, title: title('Mental arithmetic'), color: '#be4bdb', is_open: true },
];

export const YANA: TeacherStudent = {
  id: 11,
  name: 'Yana Smirnova',
  email: 'yana@example.test',
  classes: [
    { id: 7, title: '3 A', subject_id: 1 },
    { id: 9, title: 'Abacus group', subject_id: 3 },
  ],
};

export function buildHomework(overrides: Partial<StudentHomework> = {}): StudentHomework {
  return {
    id: 1,
    group_id: 7,
    subject_id: 1,
    teacher_id: 2,
    title: 'Sums to 20',
    description: null,
    given_on: '2026-11-10',
    due_on: '2026-11-30',
    published: true,
    template_title: null,
    single_task: false,
    items: [],
    created_at: '2026-11-10T08:00:00.000Z',
    updated_at: '2026-11-10T08:00:00.000Z',
    progress: [
      { item_id: 1, type: 'trainer', rounds_done: 3, target_rounds: 3, answer: null, complete: true },
      { item_id: 2, type: 'task', rounds_done: 0, target_rounds: 0, answer: null, complete: false },
    ],
    complete: false,
    ...overrides,
  };
}

/** The card with the new tabs as children, as routes.tsx nests them (the older tabs have their own tests). */
export function renderCard(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/teacher/students/:studentId" element={<TeacherStudentCardLayout />}>
        <Route index element={<Navigate to="trainers" replace />} />
        <Route path="trainers" element={<p>trainers tab</p>} />
        <Route path="homework" element={<StudentHomeworkTab />} />
        <Route path="online-rating" element={<StudentOnlineRatingTab />} />
        <Route path="general-rating" element={<StudentGeneralRatingTab />} />
        <Route path="likes" element={<StudentLikesTab />} />
        <Route path="certificates" element={<p>certificates tab</p>} />
        <Route path="diary" element={<p>diary tab</p>} />
        <Route path="likes-rating" element={<StudentLikesRatingTab />} />
        <Route path="age-rating" element={<StudentAgeRatingTab />} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    { locale: 'en-US', route: path },
  );
}
