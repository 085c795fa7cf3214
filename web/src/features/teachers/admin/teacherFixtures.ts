import type { AdminTeacher, AdminTeacherDetail, Subject } from '@umka/contracts';

export function buildTeacher(overrides: Partial<AdminTeacher> = {}): AdminTeacher {
  return {
    id: 2,
    name: 'Мария Ветрова',
    first_name: 'Мария',
    last_name: 'Ветрова',
    email: 'maria@example.com',
    phone: '+7 900 111-22-33',
    is_active: true,
    subject_ids: [1],
    classes_count: 0,
    students_count: 0,
    created_at: '2025-01-01T10:00:00Z',
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<AdminTeacherDetail> = {}): AdminTeacherDetail {
  return {
    teacher: buildTeacher(),
    classes: [],
    students: [],
    deleted_classes_count: 0,
    class_subject_ids: [],
    ...overrides,
  };
}

export const page = (items: AdminTeacher[], extra: { page?: number; last_page?: number } = {}) => ({
  items,
  total: items.length,
  page: extra.page ?? 1,
  per_page: 20,
  last_page: extra.last_page ?? 1,
});

export const SUBJECTS: Subject[] = [
  {
    id: 1,
    main_id: 1,
    title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
    color: '#4263eb',
    is_open: true,
  },
  {
    id: 2,
    main_id: 2,
    title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
    color: '#f08c00',
    is_open: true,
  },
];
