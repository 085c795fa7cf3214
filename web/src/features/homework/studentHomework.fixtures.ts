import type { HomeworkAnswer, HomeworkItemProgress, StudentHomework } from '@umka/contracts';

export const TRAINER_TITLE = { 'ru-RU': 'Уравнения', 'en-US': 'Equations', 'uk-UA': 'Рівняння' };

export function buildAnswer(overrides: Partial<HomeworkAnswer> = {}): HomeworkAnswer {
  return {
    id: 70,
    homework_id: 12,
    item_id: 35,
    student_id: 3,
    version: 1,
    text: 'Ответ: 42',
    files: [],
    status: 'submitted',
    comment: null,
    reviewed_at: null,
    created_at: '2026-11-19T10:00:00.000Z',
    ...overrides,
  };
}

export function trainerProgress(overrides: Partial<HomeworkItemProgress> = {}): HomeworkItemProgress {
  return {
    item_id: 34,
    type: 'trainer',
    rounds_done: 2,
    target_rounds: 5,
    answer: null,
    complete: false,
    ...overrides,
  };
}

export function taskProgress(answer: HomeworkAnswer | null): HomeworkItemProgress {
  return {
    item_id: 35,
    type: 'task',
    rounds_done: 0,
    target_rounds: 0,
    answer,
    complete: answer?.status === 'accepted',
  };
}

/** A homework of class 7 in subject 3: one equations trainer (item 34) and one task (item 35). */
export function buildStudentHomework(overrides: Partial<StudentHomework> = {}): StudentHomework {
  return {
    id: 12,
    group_id: 7,
    subject_id: 3,
    teacher_id: 2,
    title: 'Уравнения и задача',
    description: null,
    given_on: '2026-11-18',
    due_on: '2026-11-25',
    published: true,
    template_title: null,
    single_task: false,
    items: [
      {
        id: 34,
        type: 'trainer',
        trainer_id: 4,
        component: 'equations',
        trainer_title: TRAINER_TITLE,
        settings: { level: 'twoSteps', count: 1 },
        target_rounds: 5,
        min_score: null,
      },
      {
        id: 35,
        type: 'task',
        text: 'Реши задачу про яблоки',
        files: [
          {
            id: 90,
            name: 'яблоки.pdf',
            size: 2048,
            content_type: 'application/pdf',
            created_at: '2026-11-18T08:00:00.000Z',
          },
        ],
      },
    ],
    created_at: '2026-11-18T08:00:00.000Z',
    updated_at: '2026-11-18T08:00:00.000Z',
    progress: [trainerProgress(), taskProgress(null)],
    complete: false,
    ...overrides,
  };
}
