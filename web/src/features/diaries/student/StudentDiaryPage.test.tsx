import { screen, within } from '@testing-library/react';
import type { StudentDiaryEntry } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentDiaryPage } from './StudentDiaryPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 5, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 2, main_id: 2 } }) }));

const lesson = (overrides: Partial<StudentDiaryEntry>): StudentDiaryEntry => ({
  id: 1,
  group_id: 7,
  group_title: '3 «А»',
  subject_id: 2,
  date: '2026-09-01',
  topic: 'Цвета',
  version: 1,
  attendance: 'present',
  mark: 5,
  comment: null,
  ...overrides,
});

let entries: StudentDiaryEntry[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  entries = [
    lesson({ id: 3, date: '2026-09-15', topic: 'Числа', attendance: 'absent', mark: null }),
    lesson({ id: 2, date: '2026-09-08', topic: 'Животные', attendance: 'late', mark: 4, comment: 'Молодец' }),
    lesson({ id: 1 }),
  ];
  server = mockServer({ 'GET /api/students/5/diaries': () => ok(entries) });
});

describe('StudentDiaryPage', () => {
  it("shows the student's lessons of the chosen subject with attendance, marks and comments", async () => {
    renderWithProviders(<StudentDiaryPage />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['15 сент. 2026 г.', 'Числа3 «А»', 'Отсутствие', '—', ''],
      ['8 сент. 2026 г.', 'Животные3 «А»', 'Опоздание', '4', 'Молодец'],
      ['1 сент. 2026 г.', 'Цвета3 «А»', 'Присутствие', '5', ''],
    ]);
    const asked = server.calls.filter((call) => call.path === '/api/students/5/diaries');
    expect(asked.map((call) => call.query.toString())).toEqual(['subject_id=2']);
  });

  it('sums up the lessons: how many, the share attended and the average mark', async () => {
    renderWithProviders(<StudentDiaryPage />);
    expect(await screen.findByText(/^67\s%$/)).toBeInTheDocument();
    expect(screen.getByText('4,5')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('says the diary is empty before any lesson', async () => {
    entries = [];
    renderWithProviders(<StudentDiaryPage />);
    expect(await screen.findByText('Дневник пуст')).toBeInTheDocument();
  });
});
