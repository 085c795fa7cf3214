import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgeRating, LikesHistory, LikesRating, TrainerStats } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { buildStats } from '../../trainers/trainerStats.fixtures.ts';
import { buildHomework, renderCard, SUBJECTS, YANA } from '../studentCard.fixtures.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

type Query = Record<string, number>;
let server: ReturnType<typeof mockServer>;

/** Answers GET `path` with what `answer` makes of the request's query, read as numbers. */
function answerGet(path: string, answer: (query: Query) => unknown) {
  server.set(`GET /api${path}`, (request) =>
    ok(answer(Object.fromEntries([...request.query].map(([key, value]) => [key, Number(value)])))),
  );
}

/** The query strings sent to GET `path`. */
const queriesTo = (path: string) =>
  server.calls
    .filter((call) => call.method === 'GET' && call.path === `/api${path}`)
    .map((call) => Object.fromEntries(call.query));

beforeEach(() => {
  server = mockServer({ 'GET /api/subjects': ok(SUBJECTS), 'GET /api/teachers/2/students': ok([YANA]) });
});

const entry = (id: number, delta: number, balance_after: number, reason = 'trainer') => ({
  id,
  reason,
  delta,
  balance_after,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('the student card tabs', () => {
  it("lists the homework of the chosen subject with the student's progress and status", async () => {
    answerGet('/students/11/homework', () => ({
      current: [buildHomework(), buildHomework({ id: 2, subject_id: 3, group_id: 9, title: 'Abacus drill' })],
      past: [buildHomework({ id: 3, title: 'Old sums', due_on: '2026-11-01' })],
    }));
    renderCard('/teacher/students/11/homework');
    const table = await screen.findByRole('table', { name: "The student's homework in your classes" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Sums to 20', 'Old sums']);
    expect(within(rows[0] as HTMLElement).getByText('In progress')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('3 A')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByRole('progressbar', { name: '1 of 2 done' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Not done in time')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Mental arithmetic'));
    expect(await screen.findByText('Abacus drill')).toBeInTheDocument();
    expect(screen.queryByText('Sums to 20')).not.toBeInTheDocument();
  });

  it('says when the classes have no homework yet', async () => {
    answerGet('/students/11/homework', () => ({ current: [], past: [] }));
    renderCard('/teacher/students/11/homework');
    expect(await screen.findByText('No homework yet')).toBeInTheDocument();
  });

  it("shows the student's place in each trainer rating of the subject", async () => {
    const stats: TrainerStats[] = [buildStats({ trainer_id: 5 })];
    answerGet('/students/11/trainers', () => stats);
    answerGet('/students/11/rating-places', (query) =>
      query.subject_id === 1 ? [{ trainer_id: 5, metric: 'score', value: 42, rank: 3, total: 12 }] : [],
    );
    renderCard('/teacher/students/11/general-rating');
    const row = (await screen.findByText('3 of 12')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Flash mental arithmetic')).toBeInTheDocument();
    expect(within(row).getByText('Best score: 42')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Mental arithmetic'));
    expect(await screen.findByText('Not rated yet')).toBeInTheDocument();
  });

  it('shows the balance, the totals and the ledger, loading earlier rows on request', async () => {
    const page = (overrides: Partial<LikesHistory>): LikesHistory => ({
      subject_id: 1,
      balance: 6,
      earned: 10,
      spent: 4,
      items: [],
      next_before: null,
      ...overrides,
    });
    answerGet('/students/11/likes', (query) =>
      query.before === 20
        ? page({ items: [entry(3, 5, 5)] })
        : page({ items: [entry(30, 2, 6, 'homework'), entry(20, -4, 4, 'shop')], next_before: 20 }),
    );
    renderCard('/teacher/students/11/likes');
    const table = await screen.findByRole('table', { name: 'Likes earned and spent, newest first' });
    expect(screen.getByText('Balance').nextSibling).toHaveTextContent('6');
    expect(screen.getByText('Earned').nextSibling).toHaveTextContent('10');
    expect(screen.getByText('Spent').nextSibling).toHaveTextContent('4');
    expect(within(table).getByText('Homework')).toBeInTheDocument();
    expect(within(table).getByText('-4')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Show earlier' }));
    expect(await within(table).findByText('+5')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show earlier' })).not.toBeInTheDocument();
    expect(queriesTo('/students/11/likes')).toContainEqual({ subject_id: '1', before: '20' });
  });

  it('ranks the classes by likes earned and marks the student, appended when off the page', async () => {
    const ranked = (rank: number, student_id: number, name: string) => ({
      rank,
      student_id,
      name,
      value: 100 - rank,
      is_own: false,
    });
    const rating: LikesRating = {
      scope: 'classes',
      items: [
        ...Array.from({ length: 50 }, (_, i) => ranked(i + 1, 100 + i, `Student ${i + 1}`)),
        ranked(57, 11, 'Yana Smirnova'),
      ],
      total: 60,
      page: 1,
      per_page: 50,
      last_page: 2,
    };
    answerGet('/ratings/likes', () => rating);
    renderCard('/teacher/students/11/likes-rating');
    const table = await screen.findByRole('table', { name: 'Rating of your classes by likes earned' });
    const marked = within(table).getByText('Yana Smirnova').closest('tr') as HTMLElement;
    expect(marked).toHaveAttribute('aria-current', 'true');
    expect(within(marked).getByText('57')).toBeInTheDocument();
    expect(within(table).getByText('…')).toBeInTheDocument();
    expect(queriesTo('/ratings/likes')).toContainEqual({ subjectId: '1', page: '1', student_id: '11' });
  });

  it("ranks the classes' students born in the followed student's year and marks the student", async () => {
    const rating: AgeRating = {
      scope: 'classes',
      items: [
        { rank: 1, student_id: 12, name: 'Ivan Petrov', value: 30, is_own: false },
        { rank: 2, student_id: 11, name: 'Yana Smirnova', value: 18, is_own: false },
      ],
      total: 2,
      page: 1,
      per_page: 50,
      last_page: 1,
      birth_year: 2016,
    };
    answerGet('/ratings/age', () => rating);
    renderCard('/teacher/students/11/age-rating');
    const table = await screen.findByRole('table', { name: 'Same-age students of your classes: born in 2016' });
    expect(within(table).getByText('Yana Smirnova').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(within(table).getByText('Ivan Petrov').closest('tr')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('tab', { name: 'Same age' })).toHaveAttribute('aria-selected', 'true');
    expect(queriesTo('/ratings/age')).toEqual([{ subjectId: '1', page: '1', student_id: '11' }]);
  });

  it('says the birth date is not known yet, with no form for the teacher to fill', async () => {
    answerGet('/ratings/age', () => ({
      scope: 'classes',
      items: [],
      total: 0,
      page: 1,
      per_page: 50,
      last_page: 1,
      birth_year: null,
    }));
    renderCard('/teacher/students/11/age-rating');
    expect(await screen.findByText('The birth date is not known yet')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
