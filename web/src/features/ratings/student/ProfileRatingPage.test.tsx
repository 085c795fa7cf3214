import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ratingsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileOnlineRatingPage, ProfileTrainersRatingPage } from './ProfileRatingPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 2, main_id: 2 } }) }));

const title = (name: string) => ({ 'ru-RU': name, 'en-US': name, 'uk-UA': name });
const trainer = (id: number, name: string, type_id = 1, component = `game${id}`) => ({
  id,
  component,
  subjects: [2],
  title: title(name),
  icon: 'icon',
  type_id,
  default_settings: null,
  likes_rule: { per_correct: 1, min_correct: 1, max_per_round: 5, daily_cap: 50 },
});
const page = (metric: 'wins' | 'score', items: { rank: number; student_id: number; value: number }[]) => ({
  metric,
  items: items.map((item) => ({ ...item, name: `Student ${item.student_id}`, is_own: item.student_id === 7 })),
  total: items.length,
  page: 1,
  per_page: 50,
  last_page: 1,
});

let server: ReturnType<typeof mockServer>;
const queriesTo = (path: string) =>
  server.calls.filter((call) => call.path === path).map((call) => call.query.toString());

beforeEach(() => {
  server = mockServer({
    'GET /api/trainers': ok([
      trainer(1, 'Flash'),
      trainer(2, 'Connect four', 2),
      trainer(3, 'Abacus'),
      trainer(4, 'Test only', 1, 'mentalTest'),
    ]),
  });
  server.on(ratingsApi.trainer, ({ query }) =>
    page('score', [{ rank: 1, student_id: query.get('trainer_id') === '3' ? 11 : 7, value: 40 }]),
  );
});

describe("the student's trainer and online ratings", () => {
  it('ranks the first trainer of the subject and another one once chosen, leaving online games out', async () => {
    renderWithProviders(<ProfileTrainersRatingPage />, { locale: 'en-US' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Student 7 (you)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Trainer' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Flash', 'Abacus']);
    await userEvent.click(screen.getByRole('option', { name: 'Abacus' }));

    expect(await screen.findByText('Student 11')).toBeInTheDocument();
    expect(queriesTo('/api/ratings/trainers')).toEqual([
      'trainer_id=1&subjectId=2&page=1',
      'trainer_id=3&subjectId=2&page=1',
    ]);
  });

  it('says kindly that there are no online games yet when the subject has none', async () => {
    server.on(ratingsApi.online, { games: [], trainer_id: null, rating: null });
    renderWithProviders(<ProfileOnlineRatingPage />, { locale: 'en-US' });
    expect(await screen.findByText('No online games yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Online games' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the first online game ranked by wins from the one answer of the online rating', async () => {
    server.on(ratingsApi.online, () => ({
      games: [{ trainer_id: 2, title: title('Connect four') }],
      trainer_id: 2,
      rating: page('wins', [
        { rank: 1, student_id: 9, value: 5 },
        { rank: 2, student_id: 7, value: 3 },
      ]),
    }));
    // As the app's client does: a page read a moment ago is fresh, so the handed-over page is not asked again.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    renderWithProviders(<ProfileOnlineRatingPage />, { locale: 'en-US', queryClient });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Wins' })).toBeInTheDocument();
    expect(within(table).getByText('Student 7 (you)').closest('tr')).toHaveAttribute('aria-current', 'true');
    expect(queriesTo('/api/ratings/trainers')).toEqual([]);
  });
});
