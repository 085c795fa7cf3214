import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDetail } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { buildStats } from '../profile/profile.fixtures.ts';
import { TeacherStudentTrainersPage } from './TeacherStudentTrainersPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const title = (text: string) => ({ 'ru-RU': text, 'en-US': text, 'uk-UA': text });
const SUBJECTS = [
  { id: 1, main_id: 1, title: title('Math'), color: '#4dabf7' },
  { id: 3, main_id: 3, title: title('Mental arithmetic'), color: '#be4bdb' },
];

function group(id: number, subjectId: number, studentIds: number[]): GroupDetail {
  return {
    id,
    title: `Class ${id}`,
    subject_id: subjectId,
    teacher_id: 2,
    deleted_at: null,
    students_count: studentIds.length,
    students: studentIds.map((studentId) => ({
      id: studentId,
      name: studentId === 11 ? 'Yana Smirnova' : `Student ${studentId}`,
      email: `s${studentId}@example.com`,
    })),
  };
}

type Query = Record<string, number | null | undefined>;
let groups: GroupDetail[] = [];
let statsOf: (subjectId: number | null | undefined) => Promise<unknown> = () => Promise.resolve([]);

beforeEach(() => {
  groups = [group(7, 1, [11, 12]), group(8, 1, [13])];
  statsOf = () => Promise.resolve([buildStats()]);
  client.get.mockReset().mockImplementation((path: string, opts?: { query?: Query }) => {
    if (path === '/subjects') return Promise.resolve(SUBJECTS);
    if (path === '/teachers/2/groups') return Promise.resolve(groups.map(({ students: _, ...rest }) => rest));
    const detail = groups.find((item) => path === `/teachers/2/groups/${item.id}`);
    if (detail) return Promise.resolve(detail);
    if (path === '/students/11/trainers') return statsOf(opts?.query?.subject_id);
    return Promise.reject(ApiError.of(403, 'FORBIDDEN'));
  });
});

function renderPage(studentId: string | number) {
  return renderWithProviders(<TeacherStudentTrainersPage />, {
    locale: 'en-US',
    route: `/teacher/students/${studentId}/trainers`,
    path: '/teacher/students/:studentId/trainers',
  });
}

describe("a teacher's view of a student's trainers", () => {
  it("shows each trainer's rounds, best score, latest rounds and trend in the class subject", async () => {
    renderPage(11);
    expect(await screen.findByRole('heading', { level: 2, name: 'Results on the trainers' })).toBeInTheDocument();
    const card = within(await screen.findByRole('region', { name: 'Flash mental arithmetic' }));
    expect(client.get).toHaveBeenCalledWith(
      '/students/11/trainers',
      expect.objectContaining({ query: { subject_id: 1 } }),
    );
    expect(card.getByText('Rounds').nextSibling).toHaveTextContent('3');
    expect(card.getByText('Best').nextSibling).toHaveTextContent('42');
    expect(within(card.getByRole('table', { name: 'Latest rounds' })).getAllByRole('row')).toHaveLength(3);
    expect(card.getByRole('figure', { name: "Student's scores" })).toBeInTheDocument();
    expect(await screen.findByText('Math')).toBeInTheDocument();
  });

  it('switches between the subjects of the classes the student is in', async () => {
    groups = [group(7, 1, [11]), group(9, 3, [11])];
    statsOf = (subjectId) =>
      Promise.resolve(subjectId === 3 ? [buildStats({ best_score: 77, title: title('Abacus') })] : [buildStats()]);
    renderPage(11);
    await screen.findByRole('region', { name: 'Flash mental arithmetic' });
    fireEvent.click(await screen.findByText('Mental arithmetic'));
    const card = within(await screen.findByRole('region', { name: 'Abacus' }));
    expect(card.getByText('Best').nextSibling).toHaveTextContent('77');
  });

  it('says the student has not played yet when there are no rounds', async () => {
    statsOf = () => Promise.resolve([]);
    renderPage(11);
    expect(await screen.findByText('No rounds yet')).toBeInTheDocument();
    expect(screen.getByText("The student has not played this subject's trainers yet.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results on the trainers' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("says a student outside the teacher's classes is not theirs, without asking for the statistics", async () => {
    renderPage(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Student not found' })).toBeInTheDocument();
    expect(screen.getByText('This student is not in any of your classes.')).toBeInTheDocument();
    expect(client.get).not.toHaveBeenCalledWith('/students/99/trainers', expect.anything());
    fireEvent.click(screen.getByRole('link', { name: 'All classes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes');
  });

  it('shows the same state when the server refuses the statistics', async () => {
    statsOf = () => Promise.reject(ApiError.of(403, 'FORBIDDEN'));
    renderPage(11);
    expect(await screen.findByRole('heading', { level: 1, name: 'Student not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Results on the trainers' })).not.toBeInTheDocument();
  });

  it('treats an address that is not a student id as not found', async () => {
    renderWithProviders(<TeacherStudentTrainersPage />, {
      route: '/teacher/students/abc/trainers',
      path: '/teacher/students/:studentId/trainers',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ученик не найден' })).toBeInTheDocument();
    expect(client.get.mock.calls.map(([path]) => path).filter((path) => path !== '/subjects')).toEqual([]);
  });

  it('shows the error and retries when the classes fail to load', async () => {
    const answer = client.get.getMockImplementation();
    let failures = 1;
    client.get.mockImplementation((path: string, opts?: { query?: Query }) => {
      if (path === '/teachers/2/groups' && failures-- > 0) return Promise.reject(ApiError.of(500, 'INTERNAL_ERROR'));
      return answer?.(path, opts);
    });
    renderPage(11);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Results on the trainers' })).toBeInTheDocument();
  });
});
