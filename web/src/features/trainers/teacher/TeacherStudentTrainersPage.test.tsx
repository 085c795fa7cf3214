import { fireEvent, screen, within } from '@testing-library/react';
import type { GroupDetail } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildStats } from '../trainerStats.fixtures.ts';
import { TeacherStudentTrainersPage } from './TeacherStudentTrainersPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const title = (text: string) => ({ 'ru-RU': text, 'en-US': text, 'uk-UA': text });
const SUBJECTS = [
  { id: 1, main_id: 1, title: title('Math'), color: '#4dabf7', is_open: true },
  { id: 3, main_id: 3, title: title('Mental arithmetic'), color: '#be4bdb', is_open: true },
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

let groups: GroupDetail[] = [];
let statsOf: (subjectId: number | null) => FakeResponse = () => ok([]);
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  groups = [group(7, 1, [11, 12]), group(8, 1, [13])];
  statsOf = () => ok([buildStats()]);
  server = mockServer({
    'GET /api/subjects': ok(SUBJECTS),
    'GET /api/teachers/2/groups': () => ok(groups.map(({ students: _, ...rest }) => rest)),
    'GET /api/students/11/trainers': (request) => {
      const subjectId = request.query.get('subject_id');
      return statsOf(subjectId === null ? null : Number(subjectId));
    },
  });
  for (const id of [7, 8, 9]) {
    server.set(`GET /api/teachers/2/groups/${id}`, () => {
      const detail = groups.find((item) => item.id === id);
      return detail ? ok(detail) : fail(403, 'FORBIDDEN');
    });
  }
});

/** The paths the page asked for, without the subjects every page loads. */
function pathsAsked(): string[] {
  return server.calls
    .map((call) => call.path)
    .filter((path) => path !== '/api/subjects' && path !== '/api/client-config');
}

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
    const trainers = server.calls.filter((call) => call.path === '/api/students/11/trainers');
    expect(trainers.map((call) => call.query.get('subject_id'))).toContain('1');
    expect(card.getByText('Rounds').nextSibling).toHaveTextContent('3');
    expect(card.getByText('Best').nextSibling).toHaveTextContent('42');
    expect(within(card.getByRole('table', { name: 'Latest rounds' })).getAllByRole('row')).toHaveLength(3);
    expect(card.getByRole('figure', { name: "Student's scores" })).toBeInTheDocument();
    expect(await screen.findByText('Math')).toBeInTheDocument();
  });

  it("names a reader's speed-reading trend as the reading speed it is", async () => {
    statsOf = () => ok([buildStats({ component: 'speedReading', title: title('Speed reading') })]);
    renderPage(11);
    const card = within(await screen.findByRole('region', { name: 'Speed reading' }));
    expect(
      card.getByRole('figure', { name: "Student's scores: reading speed (words a minute × understanding)" }),
    ).toBeInTheDocument();
  });

  it('switches between the subjects of the classes the student is in', async () => {
    groups = [group(7, 1, [11]), group(9, 3, [11])];
    statsOf = (subjectId) =>
      ok(subjectId === 3 ? [buildStats({ best_score: 77, title: title('Abacus') })] : [buildStats()]);
    renderPage(11);
    await screen.findByRole('region', { name: 'Flash mental arithmetic' });
    fireEvent.click(await screen.findByText('Mental arithmetic'));
    const card = within(await screen.findByRole('region', { name: 'Abacus' }));
    expect(card.getByText('Best').nextSibling).toHaveTextContent('77');
  });

  it('says the student has not played yet when there are no rounds', async () => {
    statsOf = () => ok([]);
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
    expect(pathsAsked()).not.toContain('/api/students/99/trainers');
    fireEvent.click(screen.getByRole('link', { name: 'All classes' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/classes');
  });

  it('shows the same state when the server refuses the statistics', async () => {
    statsOf = () => fail(403, 'FORBIDDEN');
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
    expect(pathsAsked()).toEqual([]);
  });

  it('shows the error and retries when the classes fail to load', async () => {
    let failures = 1;
    server.set('GET /api/teachers/2/groups', () =>
      failures-- > 0 ? fail(500, 'INTERNAL_ERROR') : ok(groups.map(({ students: _, ...rest }) => rest)),
    );
    renderPage(11);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Results on the trainers' })).toBeInTheDocument();
  });
});
