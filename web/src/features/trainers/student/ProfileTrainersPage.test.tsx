import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildRating, buildStats, ratingEntry } from '../trainerStats.fixtures.ts';
import { ProfileTrainersPage } from './ProfileTrainersPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 3, main_id: 3 } }) }));

let server: ReturnType<typeof mockServer>;
let stats = [buildStats()];
let ratingPages: Record<number, ReturnType<typeof buildRating>> = {};

beforeEach(() => {
  stats = [buildStats()];
  ratingPages = {
    1: buildRating(1, 3, [], { items: [ratingEntry(1), ratingEntry(2, { is_own: true, name: 'Ann Lee' })] }),
  };
  server = mockServer({
    'GET /api/students/7/trainers': () => ok(stats),
    'GET /api/ratings/trainers': (request) => {
      const page = ratingPages[Number(request.query.get('page') ?? 1)];
      return page ? ok(page) : fail(404, 'NOT_FOUND');
    },
  });
});

async function openRating() {
  const card = await screen.findByRole('region', { name: 'Flash mental arithmetic' });
  fireEvent.click(within(card).getByText('Rating'));
  return within(await screen.findByRole('table', { name: "Rating of the subject's students" }));
}

describe('trainer statistics page', () => {
  it("asks for the student's statistics in the current subject", async () => {
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    await screen.findByRole('region', { name: 'Flash mental arithmetic' });
    const asked = server.calls.filter((call) => call.path === '/api/students/7/trainers');
    expect(asked.map((call) => call.query.toString())).toEqual(['subject_id=3']);
  });

  it('shows rounds, best score, wins and the latest rounds of each trainer played', async () => {
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    const card = within(await screen.findByRole('region', { name: 'Flash mental arithmetic' }));
    expect(card.getByText('Rounds').nextSibling).toHaveTextContent('3');
    expect(card.getByText('Best').nextSibling).toHaveTextContent('42');
    expect(card.getByText('Wins').nextSibling).toHaveTextContent('2');
    const recent = within(card.getByRole('table', { name: 'Latest rounds' }));
    expect(recent.getAllByRole('row')).toHaveLength(3);
    expect(recent.getByText('9 of 10')).toBeInTheDocument();
    expect(recent.getByText('Not counted')).toBeInTheDocument();
    expect(card.getByRole('figure', { name: 'Your scores' })).toBeInTheDocument();
  });

  it('names the test each mental-test round was of, and leaves the column out for other trainers', async () => {
    const [first, second] = buildStats().recent;
    if (!first || !second) throw new Error('the fixture has two rounds');
    const title = { 'ru-RU': 'Контрольная 1', 'en-US': 'Quiz one', 'uk-UA': 'Контрольна 1' };
    stats = [
      buildStats(),
      buildStats({
        trainer_id: 2,
        component: 'mentalTest',
        title: { 'ru-RU': 'Контрольные', 'en-US': 'Mental tests', 'uk-UA': 'Контрольні' },
        recent: [{ ...first, label: title }, second],
      }),
    ];
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    const tests = within(await screen.findByRole('region', { name: 'Mental tests' }));
    const rows = within(tests.getByRole('table', { name: 'Latest rounds' })).getAllByRole('row');
    expect(within(rows[0] as HTMLElement).getByRole('columnheader', { name: 'Test' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Quiz one');
    expect(rows[2]).toHaveTextContent('—');
    const flash = within(screen.getByRole('region', { name: 'Flash mental arithmetic' }));
    expect(flash.queryByRole('columnheader', { name: 'Test' })).not.toBeInTheDocument();
  });

  it('waits for a second round before drawing a trend', async () => {
    stats = [buildStats({ trend: [{ created_at: '2026-11-20T10:00:00.000Z', score: 42 }] })];
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    expect(await screen.findByText('Play two rounds to see your trend.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('invites the student to play when no round was played yet', async () => {
    stats = [];
    renderWithProviders(<ProfileTrainersPage />);
    expect(await screen.findByText('Пока нет раундов')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'К тренажёрам' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/student/trainers');
  });
});

describe('trainer rating view', () => {
  it("highlights the student's own row among the page's students", async () => {
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    const table = await openRating();
    const asked = server.calls.filter((call) => call.path === '/api/ratings/trainers');
    expect(asked.map((call) => call.query.toString())).toEqual(['trainer_id=1&subjectId=3&page=1']);
    expect(table.getByText('Ann Lee (you)').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(table.getByText('Student 1').closest('tr')).not.toHaveAttribute('aria-current');
    expect(table.getByRole('columnheader', { name: 'Best score' })).toBeInTheDocument();
  });

  it('appends the own entry after the page when the student is further down', async () => {
    ratingPages = { 1: buildRating(1, 120, [ratingEntry(87, { is_own: true, name: 'Ann Lee' })]) };
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    const table = await openRating();
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(1 + 50 + 1);
    expect(rows.at(-2)).toHaveTextContent('Student 50');
    expect(table.getByText('…')).toBeInTheDocument();
    expect(rows.at(-1)).toHaveTextContent('87Ann Lee (you)13');
    expect(rows.at(-1)).toHaveAttribute('aria-current', 'true');
  });

  it('pages through the rating fifty students at a time', async () => {
    ratingPages = { 1: buildRating(1, 60), 2: buildRating(2, 60, [], { metric: 'wins' }) };
    renderWithProviders(<ProfileTrainersPage />, { locale: 'en-US' });
    await openRating();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Student 60')).toBeInTheDocument();
    expect(screen.queryByText('Student 1')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Wins' })).toBeInTheDocument();
    expect(screen.queryByText('…')).not.toBeInTheDocument();
  });
});
