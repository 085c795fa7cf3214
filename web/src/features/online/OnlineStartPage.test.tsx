import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { OnlineStartPage } from './OnlineStartPage.tsx';
import { buildOnlineRoom } from './online.fixtures.ts';

const session = vi.hoisted(() => ({ role_id: 3, likes_earned: 12 }));
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: session.role_id } }) }));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: { id: 2, main_id: 2 }, data: { likes_earned: session.likes_earned } }),
}));

let server: ReturnType<typeof mockServer>;
let serial = 0;
const location = () => screen.getByTestId('location').textContent;
const openStart = (route: string) =>
  renderWithProviders(<OnlineStartPage />, { locale: 'en-US', route, path: '/online/:trainerId/:component/start' });

beforeEach(() => {
  session.role_id = 3;
  session.likes_earned = 12;
  serial += 1;
  server = mockServer();
  server.on(onlineApi.current, { room: null });
});

describe("an online game's start page", () => {
  it('explains the rules and opens a room to invite a friend into, then goes to its lobby', async () => {
    server.on(onlineApi.create, buildOnlineRoom({ id: `start${serial}room` }));
    openStart('/online/5/connect4/start');
    expect(screen.getByRole('heading', { name: 'How to play Connect four' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a friend' }));
    await waitFor(() => expect(location()).toBe('/online/5/connect4/room'));
    expect(server.callsTo(onlineApi.create)[0]?.body).toEqual({ trainer_id: 5, subject_id: 2, as: 'player' });
  });

  it('asks the picnic how many players it is for', async () => {
    server.on(
      onlineApi.create,
      buildOnlineRoom({ id: `start${serial}room`, game: 'picnic', size: 3 }, { trainer_id: 6 }),
    );
    openStart('/online/6/picnic/start');
    expect(await screen.findByRole('link', { name: 'Play alone' })).toHaveAttribute('href', '/online/6/picnic/single');
    await userEvent.click(screen.getByText('3 players'));
    await userEvent.click(screen.getByRole('button', { name: 'Invite a friend' }));
    await waitFor(() => expect(location()).toBe('/online/6/picnic/room'));
    expect(server.callsTo(onlineApi.create)[0]?.body).toEqual({ trainer_id: 6, subject_id: 2, as: 'player', seats: 3 });
  });

  it('joins the room of an invite link and opens it', async () => {
    server.on(onlineApi.join, buildOnlineRoom({ id: `start${serial}room`, inviteKey: 'KEY123abc', mySeat: 1 }));
    openStart('/online/5/connect4/start?getQueue=KEY123abc');
    await waitFor(() => expect(location()).toBe('/online/5/connect4/room'));
    expect(server.callsTo(onlineApi.join).map((call) => call.body)).toEqual([
      { invite_key: 'KEY123abc', as: 'player' },
    ]);
  });

  it("says why an invite link's room cannot be joined, and keeps the start screen under it", async () => {
    server.on(onlineApi.join, refuse(409, 'ROOM_FULL'));
    openStart('/online/5/connect4/start?getQueue=KEY123abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not enter the room');
    expect(screen.getByRole('button', { name: 'Invite a friend' })).toBeInTheDocument();
  });

  it('stays locked for a student below the likes gate', async () => {
    session.likes_earned = 7;
    openStart('/online/5/connect4/start');
    expect(
      await screen.findByText('Earn 3 more likes in the trainers and you can play with friends.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite a friend' })).not.toBeInTheDocument();
  });

  it('lets a teacher open a room to watch, in the subject of the link, with no quick game', async () => {
    session.role_id = 2;
    server.on(onlineApi.create, buildOnlineRoom({ id: `start${serial}room`, mySeat: null, watching: true }));
    openStart('/online/5/connect4/start?subjectId=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Open a room to watch' }));
    await waitFor(() => expect(location()).toBe('/online/5/connect4/room'));
    expect(server.callsTo(onlineApi.create)[0]?.body).toEqual({ trainer_id: 5, subject_id: 4, as: 'watcher' });
    expect(screen.queryByRole('button', { name: 'Quick game' })).not.toBeInTheDocument();
  });
});
