import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OnlineRoom, onlineApi } from '@umka/contracts';
import { connectFour } from '@umka/games';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { OnlineGamePage } from './OnlineGamePage.tsx';
import { buildOnlineRoom, buildSeat, ME } from './online.fixtures.ts';

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));

let server: ReturnType<typeof mockServer>;
let serial = 0;
const players = [buildSeat(ME, 'Саша', { ready: true }), buildSeat(8, 'Маша', { ready: true })];
/** Саша (red) lines up four in the first column while Маша drops beside. */
const won = [0, 1, 0, 1, 0, 1, 0].reduce(
  (state, column) => connectFour.apply(state, state.turn, { column }),
  connectFour.start(2, 0),
);

function openGame(room: Partial<OnlineRoom['room']>) {
  serial += 1;
  const online = buildOnlineRoom({ id: `game${serial}room`, seats: players, ...room });
  server.on(onlineApi.current, { room: online });
  renderWithProviders(<OnlineGamePage />, {
    locale: 'en-US',
    route: '/online/5/connect4/game',
    path: '/online/:trainerId/:component/game',
  });
  return online;
}

beforeEach(() => {
  server = mockServer();
});

describe('the game page of connect four', () => {
  it('says whose turn it is and how long is left', async () => {
    openGame({ status: 'inGame', play: connectFour.start(2, 0), moveDeadline: Date.now() + 20_000 });
    expect(await screen.findByTestId('turn')).toHaveTextContent('Your turn!');
    expect(screen.getByText(/^(19|20) s$/)).toBeInTheDocument();
  });

  it('waits for an opponent who dropped out, with their seat’s grace counting down', async () => {
    const away = buildSeat(8, 'Маша', { ready: true, connected: false, graceUntil: Date.now() + 25_000 });
    const play = connectFour.apply(connectFour.start(2, 0), 0, { column: 3 });
    openGame({ status: 'inGame', seats: [buildSeat(ME, 'Саша', { ready: true }), away], play, movePausedMs: 12_000 });
    expect(await screen.findByText('Your opponent dropped out, waiting for them…')).toBeInTheDocument();
    expect(screen.getByText(/^Маша: waiting 2[45] more seconds\.$/)).toBeInTheDocument();
    expect(screen.getByTestId('turn')).toHaveTextContent('Маша is moving');
    expect(screen.getByText('12 s')).toBeInTheDocument();
  });

  it('shows the result under the final board, and a rematch waits for the opponent', async () => {
    const result = {
      outcome: { status: 'won' as const, winner: 0 },
      standings: ['won', 'lost'] as const,
      forfeits: [],
    };
    const online = openGame({ status: 'result', play: won, result: { ...result, standings: [...result.standings] } });
    server.on(onlineApi.command, {
      ...online,
      room: { ...online.room, status: 'rematchWaiting', rematch: [ME], version: 2 },
    });
    expect(await screen.findByText('Hooray, you won!')).toBeInTheDocument();
    expect(screen.getByTestId('connect-four-board').querySelectorAll('[data-win]')).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Play again' }));
    expect(await screen.findByText('Waiting for your opponent…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play again' })).not.toBeInTheDocument();
    expect(server.callsTo(onlineApi.command).map((call) => call.body)).toEqual([{ type: 'rematch' }]);
  });

  it('tells why a game was lost by forfeit', async () => {
    const forfeits = [{ seat: 1, reason: 'timeout' as const }];
    const result = {
      outcome: { status: 'won' as const, winner: 0 },
      standings: ['won', 'lost'] as ('won' | 'lost')[],
      forfeits,
    };
    openGame({ status: 'result', play: connectFour.start(2, 0), result, forfeits });
    expect(await screen.findByText('ran out of time')).toBeInTheDocument();
  });
});
