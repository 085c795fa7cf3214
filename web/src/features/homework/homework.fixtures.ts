import type { GroupDetail, Homework, HomeworkAnswer, HomeworkProgress, PrivateFile } from '@umka/contracts';

export const schoolClass: GroupDetail = {
  id: 7,
  title: '3 «А»',
  subject_id: 3,
  teacher_id: 2,
  deleted_at: null,
  students_count: 2,
  students: [
    { id: 11, name: 'Яна Смирнова', email: 'yana@example.com' },
    { id: 12, name: 'Артём Ким', email: 'artem@example.com' },
  ],
};

export const worksheet: PrivateFile = {
  id: 55,
  name: 'worksheet.pdf',
  size: 2048,
  content_type: 'application/pdf',
  created_at: '2026-11-20T10:00:00Z',
};

export function buildHomework(overrides: Partial<Homework> = {}): Homework {
  return {
    id: 5,
    group_id: 7,
    subject_id: 3,
    teacher_id: 2,
    title: 'Неделя 12',
    description: null,
    given_on: '2026-11-16',
    due_on: '2026-11-23',
    published: true,
    template_title: null,
    single_task: false,
    items: [
      {
        id: 21,
        type: 'trainer',
        trainer_id: 1,
        component: 'flashAnzan',
        trainer_title: {
          'ru-RU': 'Ментальный счёт',
          'en-US': 'Flash mental arithmetic',
          'uk-UA': 'Ментальний рахунок',
        },
        settings: { digits: 2, count: 5, speedMs: 1000, operations: 'add', allowNegative: false, problems: 5 },
        target_rounds: 3,
        min_score: null,
      },
      { id: 22, type: 'task', text: 'Решите задачи на листе', files: [worksheet] },
    ],
    created_at: '2026-11-16T08:00:00Z',
    updated_at: '2026-11-16T08:00:00Z',
    ...overrides,
  };
}

export const answer: HomeworkAnswer = {
  id: 90,
  homework_id: 5,
  item_id: 22,
  student_id: 11,
  version: 1,
  text: 'Ответы: 12, 15, 7',
  files: [],
  status: 'submitted',
  comment: null,
  reviewed_at: null,
  created_at: '2026-11-18T15:00:00Z',
};

export const progress: HomeworkProgress = {
  homework_id: 5,
  students: [
    {
      student_id: 11,
      name: 'Яна Смирнова',
      complete: false,
      items: [
        { item_id: 21, type: 'trainer', rounds_done: 2, target_rounds: 3, answer: null, complete: false },
        { item_id: 22, type: 'task', rounds_done: 0, target_rounds: 0, answer, complete: false },
      ],
    },
    {
      student_id: 12,
      name: 'Артём Ким',
      complete: false,
      items: [
        { item_id: 21, type: 'trainer', rounds_done: 3, target_rounds: 3, answer: null, complete: true },
        { item_id: 22, type: 'task', rounds_done: 0, target_rounds: 0, answer: null, complete: false },
      ],
    },
  ],
};
