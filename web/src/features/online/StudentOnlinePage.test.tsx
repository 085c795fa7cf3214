import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { buildOnlineRoom } from './online.fixtures.ts';
import { StudentOnlinePage } from './StudentOnlinePage.tsx';

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));
const subject = vi.hoisted(() => ({ main_id: 2 }));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: { id: 2, main_id: subject.main_id }, data: null }),
}));

const title = (name: string) => ({ 'ru-RU': name, 'en-US': name, 'uk-UA': name });
const connectFour = {
  trainer_id: 5,
  component: 'connect4' as const,
  title: title('Connect four'),
  icon: 'connect4',
  record: { wins: 3, draws: 1, losses: 2 },
};
const picnic = { ...connectFour, trainer_id: 6, component: 'picnic' as const, title: title('Summer picnic') };

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  subject.main_id = 2;
  server = mockServer();
  server.on(onlineApi.current, { room: null });
});

const renderPage = () => renderWithProviders(<StudentOnlinePage />, { locale: 'en-US', route: '/student/online' });

describe("the student's online games", () => {
  it('are locked below 10 earned likes, saying how many are missing and leading to the trainers', async () => {
    server.on(onlineApi.games, { games: [connectFour], likes_needed: 4 });
    renderPage();
    expect(await screen.findByText('Online games open soon!')).toBeInTheDocument();
    expect(screen.getByText('Earn 4 more likes in the trainers and you can play with friends.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the trainers' })).toHaveAttribute('href', '/student/trainers');
    expect(screen.queryByTestId('online-game-card')).not.toBeInTheDocument();
    expect(server.callsTo(onlineApi.games)[0]?.query.get('subjectId')).toBe('2');
  });

  it('lead home from the lock where the subject has no trainers (IT)', async () => {
    subject.main_id = 8;
    server.on(onlineApi.games, { games: [connectFour], likes_needed: 1 });
    renderPage();
    expect(
      await screen.findByText('Earn 1 more like in the trainers and you can play with friends.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/student');
  });

  it('list each game with the own record, the ways to play and the rating', async () => {
    server.on(onlineApi.games, { games: [connectFour, picnic], likes_needed: 0 });
    renderPage();
    const cards = await screen.findAllByTestId('online-game-card');
    expect(cards).toHaveLength(2);
    const [four, summer] = cards as [HTMLElement, HTMLElement];
    expect(within(four).getByText('Wins: 3 · draws: 1 · losses: 2')).toBeInTheDocument();
    expect(within(four).getByRole('link', { name: 'Connect four' })).toHaveAttribute(
      'href',
      '/online/5/connect4/start',
    );
    expect(within(four).queryByRole('link', { name: 'Play alone' })).not.toBeInTheDocument();
    expect(within(summer).getByRole('link', { name: 'Play alone' })).toHaveAttribute('href', '/online/6/picnic/single');
    expect(screen.getByRole('link', { name: 'Online games rating' })).toHaveAttribute(
      'href',
      '/student/profile/rating/online',
    );
  });

  it('start a quick game and open its room', async () => {
    server.on(onlineApi.games, { games: [connectFour], likes_needed: 0 });
    server.on(onlineApi.queue, buildOnlineRoom({ id: 'quick1room' }, { quick: true }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Quick game' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/online/5/connect4/room'));
    expect(server.callsTo(onlineApi.queue)[0]?.body).toEqual({ trainer_id: 5, subject_id: 2 });
  });

  it('offer the way back into a room the student is still in', async () => {
    server.on(onlineApi.current, { room: buildOnlineRoom({ id: 'back1room', status: 'inGame' }) });
    server.on(onlineApi.games, { games: [connectFour], likes_needed: 0 });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/online/5/connect4/game');
  });
});
