import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OnlineRoom, onlineApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { OnlineRoomPage } from './OnlineRoomPage.tsx';
import { buildOnlineRoom, buildSeat, ME } from './online.fixtures.ts';

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));

let server: ReturnType<typeof mockServer>;
let serial = 0;

/** Each test its own room id: a room left in one test stays left for the module. */
function openLobby(online: OnlineRoom, component = online.room.game) {
  serial += 1;
  const room = { ...online, room: { ...online.room, id: `lobby${serial}room` } };
  server.on(onlineApi.current, { room });
  renderWithProviders(<OnlineRoomPage />, {
    locale: 'en-US',
    route: `/online/5/${component}/room`,
    path: '/online/:trainerId/:component/room',
  });
  return room;
}

const button = (name: string) => screen.queryByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  server = mockServer();
});

describe('the lobby of an online room', () => {
  it('lets the host of a connect-four room get ready, call a robot and invite classmates, but not start it', async () => {
    openLobby(buildOnlineRoom());
    expect(await screen.findByText('Waiting for the second player.')).toBeInTheDocument();
    expect(button('Ready')).toBeInTheDocument();
    expect(button('Call a robot')).toBeInTheDocument();
    expect(button('Invite classmates')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      'http://localhost:3000/online/5/connect4/start?getQueue=KEY123abc',
    );
    expect(button('Start')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lobby-seat')).toHaveLength(2);
    expect(screen.getByText('Free seat')).toBeInTheDocument();
  });

  it('sends «ready», and offers to take it back once the seat is ready', async () => {
    const online = openLobby(buildOnlineRoom());
    server.on(onlineApi.command, ({ body }) =>
      buildOnlineRoom({
        ...online.room,
        version: 2,
        seats: [buildSeat(ME, 'Саша', { ready: (body as { type: string }).type === 'ready' }), null],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ready' }));
    expect(await screen.findByRole('button', { name: 'Not ready' })).toBeInTheDocument();
    expect(button('Ready')).not.toBeInTheDocument();
    expect(server.callsTo(onlineApi.command).map((call) => call.body)).toEqual([{ type: 'ready' }]);
  });

  it("gives the picnic's host the start once everyone seated is ready, and a guest only the wait", async () => {
    const seats = [buildSeat(ME, 'Саша', { ready: true }), buildSeat(8, 'Маша', { ready: true }), null];
    const picnic = { game: 'picnic' as const, size: 3, seats, status: 'ready' as const };
    openLobby(buildOnlineRoom(picnic));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(screen.getByText('Everyone is ready! The host can start now or wait for more players.')).toBeInTheDocument();
    expect(button('Not ready')).toBeInTheDocument();
  });

  it('gives a guest of a ready picnic neither the start nor the robot', async () => {
    const seats = [buildSeat(8, 'Маша', { ready: true }), buildSeat(ME, 'Саша', { ready: true }), null];
    openLobby(buildOnlineRoom({ game: 'picnic', size: 3, seats, status: 'ready', hostId: 8, mySeat: 1 }));
    expect(await screen.findByRole('button', { name: 'Not ready' })).toBeInTheDocument();
    expect(button('Start')).not.toBeInTheDocument();
    expect(button('Call a robot')).not.toBeInTheDocument();
    expect(screen.getByText('Саша (you)')).toBeInTheDocument();
  });

  it('counts down 3-2-1 once the room is starting, with the way back still open', async () => {
    const seats = [
      buildSeat(ME, 'Саша', { ready: true }),
      buildSeat(null, 'Robby', { ready: true, bot: { level: 2 } }),
    ];
    openLobby(buildOnlineRoom({ seats, status: 'starting', countdownUntil: Date.now() + 3000 }));
    expect(await screen.findByRole('timer', { name: 'Starting in 3 seconds' })).toHaveTextContent('3');
    expect(screen.getByText('Robot · level 2')).toBeInTheDocument();
    expect(button('Not ready')).toBeInTheDocument();
    expect(button('Call a robot')).not.toBeInTheDocument();
    expect(button('Invite classmates')).not.toBeInTheDocument();
  });

  it('searches for an opponent in a quick room, with a bar up to when a robot comes', async () => {
    const now = Date.now();
    openLobby(buildOnlineRoom({}, { quick: true, bot_joins_at: now + 15_000, server_now: now }));
    expect(await screen.findByText('Looking for an opponent…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'How long is left to wait' })).toBeInTheDocument();
  });

  it('follows the room to the game page once the game has begun', async () => {
    openLobby(buildOnlineRoom({ status: 'inGame', play: null }));
    await waitFor(() => expect(location()).toBe('/online/5/connect4/game'));
  });

  it('goes back to the start page when there is no room any more', async () => {
    server.on(onlineApi.current, { room: null });
    renderWithProviders(<OnlineRoomPage />, {
      route: '/online/5/connect4/room',
      path: '/online/:trainerId/:component/room',
    });
    await waitFor(() => expect(location()).toBe('/online/5/connect4/start'));
  });

  it('leaves the room with «Leave» and goes to the start page', async () => {
    const online = openLobby(buildOnlineRoom());
    server.on(onlineApi.command, buildOnlineRoom({ ...online.room, version: 2, mySeat: null, seats: [null, null] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/online/5/connect4/start'));
    expect(server.callsTo(onlineApi.command).map((call) => call.body)).toEqual([{ type: 'leave' }]);
  });
});
