import { screen } from '@testing-library/react';
import type { ChosenSubject, StudentMentalTest } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { StudentTrainersPage } from '../../trainers/student/StudentTrainersPage.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';

const visitor = vi.hoisted(() => ({ subject: { id: 3, main_id: 3 } as ChosenSubject }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: visitor.subject }) }));

const timesTables: StudentMentalTest = {
  id: 5,
  title: { 'ru-RU': 'Таблица умножения', 'en-US': 'Times tables', 'uk-UA': 'Таблиця множення' },
  time_limit_sec: 90,
  task_count: 8,
  trainer_id: 12,
  attempts: 1,
  best: { correct: 6, total: 8, duration_ms: 70_000, created_at: '2026-11-20T10:00:00Z' },
};
const addition: StudentMentalTest = {
  ...timesTables,
  id: 6,
  title: { 'ru-RU': 'Сложение', 'en-US': 'Adding', 'uk-UA': 'Додавання' },
  time_limit_sec: 120,
  task_count: 1,
  attempts: 0,
  best: null,
};

let tests: StudentMentalTest[] = [];
let server: ReturnType<typeof mockServer>;

const testQueries = () =>
  server.calls
    .filter((call) => call.method === 'GET' && call.path === '/api/mental-tests')
    .map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  visitor.subject = { id: 3, main_id: 3 };
  tests = [timesTables, addition];
  server = mockServer({
    'GET /api/trainers': ok([buildTrainer()]),
    'GET /api/mental-tests': () => ok(tests),
  });
});

describe('mental tests on the student trainers page', () => {
  it("lists the subject's tests under the trainer cards with tasks, time and best result, each linking to its page", async () => {
    renderWithProviders(<StudentTrainersPage />, { locale: 'en-US' });
    expect(await screen.findByRole('heading', { name: 'Mental arithmetic tests' })).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: 'Times tables' });
    expect(card).toHaveAttribute('href', '/student/mental-test/5');
    expect(card).toHaveTextContent('8 examples');
    expect(card).toHaveTextContent('Time: 1:30');
    expect(card).toHaveTextContent('Best result: 6 of 8');
    const untaken = screen.getByRole('link', { name: 'Adding' });
    expect(untaken).toHaveTextContent('1 example');
    expect(untaken).toHaveTextContent('Not taken yet');
    expect(screen.getByRole('link', { name: 'Flash mental arithmetic' })).toBeInTheDocument();
    expect(testQueries()).toContainEqual({ subject_id: '3' });
  });

  it('says so when the subject has no tests', async () => {
    tests = [];
    renderWithProviders(<StudentTrainersPage />, { locale: 'uk-UA' });
    expect(await screen.findByText('Контрольних поки немає')).toBeInTheDocument();
  });

  it('shows no tests section for a subject without mental tests', async () => {
    visitor.subject = { id: 2, main_id: 2 };
    renderWithProviders(<StudentTrainersPage />, { locale: 'en-US' });
    expect(await screen.findByRole('link', { name: 'Flash mental arithmetic' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Mental arithmetic tests' })).not.toBeInTheDocument();
    expect(testQueries()).toEqual([]);
  });
});
