import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnlineRoom } from '@umka/contracts';
import type { PicnicCard, PicnicItem, PicnicPlayer, PicnicView } from '@umka/games';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { PicnicBoard } from './PicnicBoard.tsx';

const reducedMotion = vi.hoisted(() => ({ on: false }));
vi.mock('@mantine/hooks', async (original) => ({
  ...(await original<typeof import('@mantine/hooks')>()),
  useReducedMotion: () => reducedMotion.on,
}));

beforeEach(() => {
  reducedMotion.on = false;
});

const card = (id: number, item: PicnicItem, value: number): PicnicCard => ({ id, item, value });

/** Apple 3, pear 9, sandwich 7, berries 2, juice 8, cheese 6, cookie 4, carrot 1. */
const BLANKET = [
  card(10, 'apple', 3),
  card(11, 'pear', 9),
  card(12, 'sandwich', 7),
  card(13, 'berries', 2),
  card(14, 'juice', 8),
  card(15, 'cheese', 6),
  card(16, 'cookie', 4),
  card(17, 'carrot', 1),
];

const player = (target: number, basket: PicnicCard[], extra: Partial<PicnicPlayer> = {}): PicnicPlayer => ({
  target,
  basket,
  filled: [],
  turns: 2,
  out: false,
  ...extra,
});

/** Masha (seat 0) has 5 of 12 and moves; Petya (seat 1) has a full basket of 10 behind him. */
function view(overrides: Partial<PicnicView> = {}): PicnicView {
  return {
    players: [
      player(12, [card(20, 'watermelon', 5)]),
      player(15, [card(21, 'cake', 4)], { filled: [[card(22, 'apple', 6), card(23, 'pear', 4)]] }),
    ],
    blanket: BLANKET,
    deckSize: 21,
    basketsStarted: 3,
    turn: 0,
    last: { player: 1, move: { kind: 'take', card: 23 }, filled: true },
    ...overrides,
  };
}

function roomOf(play: PicnicView, mySeat: number | null): OnlineRoom {
  const seat = (userId: number, name: string) => ({
    userId,
    name,
    bot: null,
    connected: true,
    ready: true,
    graceUntil: null,
    left: false,
  });
  return {
    room: {
      id: 'ROOM42',
      game: 'picnic',
      hostId: 3,
      size: 2,
      seats: [seat(3, 'Маша'), seat(4, 'Петя')],
      watchers: mySeat === null ? [{ userId: 2, name: 'Учитель' }] : [],
      inviteKey: 'INVITE42',
      status: 'inGame',
      play,
      countdownUntil: null,
      moveDeadline: null,
      movePausedMs: null,
      forfeits: [],
      result: null,
      rematch: [],
      version: 7,
      mySeat,
      watching: mySeat === null,
    },
    trainer_id: 30,
    subject_id: 1,
    quick: false,
    bot_joins_at: null,
    server_now: 0,
  };
}

function renderBoard(play: PicnicView, mySeat: number | null, disabled = false) {
  const onMove = vi.fn();
  renderWithProviders(<PicnicBoard room={roomOf(play, mySeat)} onMove={onMove} disabled={disabled} />);
  return onMove;
}

const blanket = () => screen.getByTestId('picnic-blanket');

describe('the picnic board', () => {
  it('takes a card that fits when the player taps it on their turn', async () => {
    const onMove = renderBoard(view(), 0);
    expect(screen.getByTestId('picnic-turn')).toHaveTextContent('Твой ход!');
    await userEvent.click(within(blanket()).getByRole('button', { name: 'Бутерброд, 7' }));
    expect(onMove).toHaveBeenCalledWith({ kind: 'take', card: 12 });
  });

  it('moves between the cards with the arrow keys and takes one with Enter, from one tab stop', async () => {
    const user = userEvent.setup();
    const onMove = renderBoard(view(), 0);
    await user.tab();
    expect(within(blanket()).getByRole('button', { name: 'Яблоко, 3' })).toHaveFocus();
    expect(
      within(blanket())
        .getAllByRole('button')
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
    await user.keyboard('{ArrowDown}');
    expect(within(blanket()).getByRole('button', { name: 'Сок, 8' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowUp}');
    expect(within(blanket()).getByRole('button', { name: 'Груша, 9' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ kind: 'take', card: 12 });
  });

  it('refuses a card that would take the basket past its target, says why, and sends nothing', async () => {
    const onMove = renderBoard(view(), 0);
    await userEvent.click(within(blanket()).getByRole('button', { name: 'Груша, 9' }));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Не поместится: 5 + 9 = 14, а это больше 12');
  });

  it('shakes a refused card and wobbles the basket', async () => {
    renderBoard(view(), 0);
    const pear = within(blanket()).getByRole('button', { name: 'Груша, 9' });
    await userEvent.click(pear);
    expect(pear).toHaveClass('umka-picnic-shake');
    expect(screen.getByTestId('picnic-basket-mine').querySelector('.umka-picnic-wobble')).not.toBeNull();
  });

  it('keeps a refused card still for a player who asked for less motion, and still says why', async () => {
    reducedMotion.on = true;
    renderBoard(view(), 0);
    const pear = within(blanket()).getByRole('button', { name: 'Груша, 9' });
    await userEvent.click(pear);
    expect(pear).not.toHaveClass('umka-picnic-shake');
    expect(screen.getByTestId('picnic-basket-mine').querySelector('.umka-picnic-wobble')).toBeNull();
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Не поместится');
  });

  it('offers to put a basket card back when nothing on the blanket fits', async () => {
    // 9 of 10: only a 1 would fit, and the blanket has none.
    const stuck = view({
      blanket: BLANKET.filter((each) => each.value !== 1),
      players: [player(10, [card(20, 'watermelon', 5), card(24, 'carrot', 4)]), player(15, [])],
    });
    const onMove = renderBoard(stuck, 0);
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Ни одно угощение не помещается');
    const basket = screen.getByRole('group', { name: 'Твоя корзинка' });
    await userEvent.click(within(basket).getByRole('button', { name: 'Морковка, 4' }));
    expect(onMove).toHaveBeenCalledWith({ kind: 'putBack', card: 24 });
  });

  it('keeps the basket cards still while a card on the blanket fits', () => {
    renderBoard(view(), 0);
    expect(screen.queryByRole('group', { name: 'Твоя корзинка' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Твоя корзинка' })).toBeInTheDocument();
  });

  it('shows a watcher every basket, whose turn it is and the last move, with nothing to press', () => {
    const onMove = renderBoard(view(), null);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByTestId('picnic-turn')).toHaveTextContent('Ходит: Маша');
    expect(screen.getAllByTestId('picnic-player')).toHaveLength(2);
    expect(screen.getByText('В корзинке 5 из 12')).toBeInTheDocument();
    expect(screen.getByText('1 полная корзинка')).toBeInTheDocument();
    expect(screen.getByText('Очки: 10')).toBeInTheDocument();
    expect(screen.getByTestId('picnic-last')).toHaveTextContent('Петя кладёт в корзинку: Груша, 4 — корзинка полная!');
    expect(screen.getByTestId('picnic-deck')).toHaveTextContent('В колоде 21 карточка');
    expect(within(blanket()).getAllByRole('listitem')).toHaveLength(8);
    expect(onMove).not.toHaveBeenCalled();
  });

  it("lets a player only look while it is another player's turn, or while a move is on its way", () => {
    renderBoard(view({ turn: 1 }), 0);
    expect(screen.getByTestId('picnic-turn')).toHaveTextContent('Ходит: Петя');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('takes nothing while the board is disabled', () => {
    renderBoard(view(), 0, true);
    expect(screen.getByTestId('picnic-turn')).toHaveTextContent('Твой ход!');
    expect(within(blanket()).queryAllByRole('button')).toEqual([]);
  });

  it('sends one move for two quick taps on the same position', async () => {
    const onMove = renderBoard(view(), 0);
    const button = within(blanket()).getByRole('button', { name: 'Яблоко, 3' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onMove).toHaveBeenCalledTimes(1);
  });
});
