import type { ItSolution } from '@umka/contracts';

/** A solution as the server answers it, for the tests. */
export function buildSolution(id: number, overrides: Partial<ItSolution> = {}): ItSolution {
  return {
    id,
    lesson: { id: 30, title: 'Привет, имя', course_title: 'Python для начинающих' },
    student: { id: 5, first_name: 'Миша', last_name: 'Иванов' },
    text: null,
    code: 'name = input()\nprint("Привет,", name)',
    link: null,
    file_name: null,
    status: 'submitted',
    teacher_comment: null,
    reviewed_at: null,
    attempt: 1,
    created_at: '2026-12-01T10:00:00.000Z',
    updated_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}
