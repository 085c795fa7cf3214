import { screen } from '@testing-library/react';
import type { StudentDiaryEntry, TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherStudentDiaryPage } from './TeacherStudentDiaryPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const PATH = '/teacher/students/:studentId/diary';

const anna: TeacherStudent = {
  id: 101,
  name: 'Анна Белова',
  email: 'anna@example.com',
  classes: [{ id: 7, title: '3 «А»', subject_id: 1 }],
};

const entries: StudentDiaryEntry[] = [
  {
    id: 1,
    group_id: 7,
    group_title: '3 «А»',
    subject_id: 1,
    date: '2026-09-01',
    topic: 'Дроби',
    version: 1,
    attendance: 'present',
    mark: 3,
    comment: 'Повторить таблицу',
  },
];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({
    'GET /api/teachers/2/students': ok([anna]),
    'GET /api/students/101/diaries': ok(entries),
    'GET /api/students/102/diaries': fail(403, 'FORBIDDEN'),
    'GET /api/students/103/diaries': fail(404, 'NOT_FOUND'),
  });
});

describe('TeacherStudentDiaryPage', () => {
  it("shows the teacher's student by name with their lessons and summary", async () => {
    renderWithProviders(<TeacherStudentDiaryPage />, { route: '/teacher/students/101/diary', path: PATH });
    expect(await screen.findByRole('heading', { level: 2, name: 'Дневник: Анна Белова' })).toBeInTheDocument();
    expect(screen.getByText('Дроби')).toBeInTheDocument();
    expect(screen.getByText('Повторить таблицу')).toBeInTheDocument();
    expect(screen.getByText(/^100\s%$/)).toBeInTheDocument();
    const asked = server.calls.filter((call) => call.path === '/api/students/101/diaries');
    expect(asked.map((call) => call.query.has('subject_id'))).toEqual([false]);
  });

  it.each([
    ['another teacher’s student (403)', 102],
    ['a student who does not exist (404)', 103],
  ])('shows "student not found" for %s', async (_name, studentId) => {
    renderWithProviders(<TeacherStudentDiaryPage />, { route: `/teacher/students/${studentId}/diary`, path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ученик не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все ученики' })).toHaveAttribute('href', '/teacher/students');
  });
});
