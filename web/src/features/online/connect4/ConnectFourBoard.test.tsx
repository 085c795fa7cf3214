import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OnlineRoom, onlineApi } from '@umka/contracts';
import { type ConnectFourState, connectFour } from '@umka/games';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildOnlineRoom, buildSeat, ME } from '../online.fixtures.ts';
import { CURRENT_ROOM_KEY, heldRoom } from '../roomCache.ts';
import { ConnectFourBoard } from './ConnectFourBoard.tsx';
import { ConnectFourPlay } from './ConnectFourPlay.tsx';

const play = (columns: number[]): ConnectFourState =>
  columns.reduce((state, column) => connectFour.apply(state, state.turn, { column }), connectFour.start(2, 0));

function renderBoard(state: ConnectFourState, canDrop = true) {
  const onDrop = vi.fn();
  renderWithProviders(<ConnectFourBoard state={state} player={0} canDrop={canDrop} onDrop={onDrop} />, {
    locale: 'en-US',
  });
  return onDrop;
}

describe('the connect-four board by keyboard', () => {
  it('starts in the middle column, moves with the arrows and drops with Enter and Space', async () => {
    const onDrop = renderBoard(connectFour.start(2, 0));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Column 4' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('button', { name: 'Column 6' })).toHaveFocus();
    expect(onDrop).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Home} ');
    expect(onDrop).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}{End}{Enter}');
    expect(onDrop).toHaveBeenLastCalledWith(6);
    expect(onDrop).toHaveBeenCalledTimes(3);
  });

  it('keeps the board in one tab stop, on the chosen column', async () => {
    renderBoard(connectFour.start(2, 0));
    const board = screen.getByRole('group', { name: 'Connect four board: choose a column' });
    const stops = within(board)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops.map((button) => button.getAttribute('aria-label'))).toEqual(['Column 4']);
  });

  it('drops nothing into a full column, and says it is full', async () => {
    const onDrop = renderBoard(play([0, 0, 0, 0, 0, 0]));
    await userEvent.tab();
    await userEvent.keyboard('{Home}{Enter}');
    expect(screen.getByRole('button', { name: 'Column 1 is full' })).toHaveFocus();
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('lets the keys choose but not drop while it is not this player’s turn', async () => {
    const onDrop = renderBoard(connectFour.start(2, 0), false);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}{Enter} ');
    expect(screen.getByRole('button', { name: 'Column 3' })).toHaveFocus();
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('marks every disc of a winning line', () => {
    renderBoard(play([0, 1, 0, 1, 0, 1, 0]), false);
    expect(screen.getByTestId('connect-four-board').querySelectorAll('[data-win]')).toHaveLength(4);
  });
});

/** The play as the game page holds it: from the room cache, where the server's answers land. */
function LivePlay({ online }: { online: OnlineRoom }) {
  const { data } = useQuery({
    queryKey: CURRENT_ROOM_KEY,
    queryFn: () => heldRoom(online),
    initialData: heldRoom(online),
    enabled: false,
  });
  return data ? <ConnectFourPlay held={data} /> : null;
}

describe('a drop in an online game', () => {
  let server: ReturnType<typeof mockServer>;
  const online = buildOnlineRoom({
    id: 'room2drop',
    status: 'inGame',
    seats: [buildSeat(ME, 'Саша', { ready: true }), buildSeat(8, 'Маша', { ready: true })],
    play: connectFour.start(2, 0),
    moveDeadline: Date.now() + 30_000,
    version: 5,
  });
  const discs = () => screen.getByTestId('connect-four-board').querySelectorAll('[data-disc]');

  beforeEach(() => {
    server = mockServer();
  });

  it('shows the disc at once, while the move travels, and keeps it when the server agrees', async () => {
    let answer: (() => void) | undefined;
    server.on(
      onlineApi.command,
      () =>
        new Promise((resolve) => {
          const after = connectFour.apply(connectFour.start(2, 0), 0, { column: 1 });
          answer = () => resolve(buildOnlineRoom({ ...online.room, play: after, version: 6 }));
        }),
    );
    renderWithProviders(<LivePlay online={online} />, { locale: 'en-US' });
    await userEvent.click(screen.getByRole('button', { name: 'Column 2' }));
    expect(discs()).toHaveLength(1);
    expect(server.callsTo(onlineApi.command)[0]?.body).toEqual({ type: 'move', move: { column: 1 } });
    // No second drop while the first is on its way.
    expect(screen.getByRole('button', { name: 'Column 3' })).toHaveAttribute('aria-disabled', 'true');
    answer?.();
    await waitFor(() => expect(server.callsTo(onlineApi.command)).toHaveLength(1));
    await waitFor(() => expect(discs()[0]).toHaveAttribute('data-disc', '0'));
    expect(discs()).toHaveLength(1);
  });

  it('takes the disc back when the server refuses the move', async () => {
    server.on(onlineApi.command, refuse(409, 'ROOM_NOT_YOUR_TURN'));
    renderWithProviders(<LivePlay online={{ ...online, room: { ...online.room, id: 'room3drop' } }} />, {
      locale: 'en-US',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Column 5' }));
    await waitFor(() => expect(discs()).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Column 5' })).toHaveAttribute('aria-disabled', 'false');
  });
});
