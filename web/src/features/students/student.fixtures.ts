import type { Me, StudentSubject, SubjectData } from '@umka/contracts';

/** Shared by the student page tests: a student enrolled in math, reading and a blocked IT subject. */
export const math: StudentSubject = {
  id: 1,
  main_id: 1,
  title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
  color: '#4dabf7',
  is_open: true,
  status: 'active',
  likes_balance: 12,
};
export const reading: StudentSubject = {
  id: 2,
  main_id: 2,
  title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
  color: '#ff922b',
  is_open: true,
  status: 'active',
  likes_balance: 1,
};
export const it: StudentSubject = {
  id: 8,
  main_id: 8,
  title: { 'ru-RU': 'Программирование', 'en-US': 'Programming', 'uk-UA': 'Програмування' },
  color: '#51cf66',
  is_open: true,
  status: 'blocked',
  likes_balance: 0,
};

export function buildMe(subjects: StudentSubject[] = [math, reading, it]): Me {
  return {
    user: {
      id: 30,
      role_id: 3,
      name: 'Маша Иванова',
      first_name: 'Маша',
      last_name: 'Иванова',
      email: 'student@example.com',
      phone: null,
      is_active: true,
      avatar: null,
      property: { age: 9, guides: [] },
      locale: 'ru-RU',
      created_at: '2025-01-01T10:00:00Z',
    },
    student: { subjects, groups: [{ id: 4, title: '3 «А»', subject_id: 1, teacher_id: 2 }] },
  };
}

export function buildSubjectData(subject: StudentSubject, likes: number): SubjectData {
  const { status: _status, likes_balance: _likes, ...plain } = subject;
  return { subject: plain, likes, likes_earned: likes, character: null, profession: null, trainers: [] };
}
