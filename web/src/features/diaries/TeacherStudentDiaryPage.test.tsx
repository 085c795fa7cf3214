import { screen } from '@testing-library/react';
import { errorMessage, type StudentDiaryEntry, type TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TeacherStudentDiaryPage } from './TeacherStudentDiaryPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError, isApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError, isApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

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

beforeEach(() => {
  client.get.mockReset().mockImplementation((path: string) => {
    if (path === '/teachers/2/students') return Promise.resolve([anna]);
    if (path === '/students/101/diaries') return Promise.resolve(entries);
    if (path === '/students/102/diaries') {
      return Promise.reject(new ApiError(403, 'FORBIDDEN', errorMessage('FORBIDDEN')));
    }
    if (path === '/students/103/diaries') {
      return Promise.reject(new ApiError(404, 'NOT_FOUND', errorMessage('NOT_FOUND')));
    }
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
});

describe('TeacherStudentDiaryPage', () => {
  it("shows the teacher's student by name with their lessons and summary", async () => {
    renderWithProviders(<TeacherStudentDiaryPage />, { route: '/teacher/students/101/diary', path: PATH });
    expect(await screen.findByRole('heading', { level: 2, name: 'Дневник: Анна Белова' })).toBeInTheDocument();
    expect(screen.getByText('Дроби')).toBeInTheDocument();
    expect(screen.getByText('Повторить таблицу')).toBeInTheDocument();
    expect(screen.getByText(/^100\s%$/)).toBeInTheDocument();
    expect(client.get).toHaveBeenCalledWith(
      '/students/101/diaries',
      expect.objectContaining({ query: { subject_id: null } }),
    );
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
