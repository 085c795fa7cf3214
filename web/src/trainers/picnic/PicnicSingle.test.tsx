import { fireEvent, screen, within } from '@testing-library/react';
import { trainersApi } from '@umka/contracts';
import {
  applyPicnicSingle,
  type PicnicCard,
  type PicnicSingleMove,
  type PicnicSingleState,
  picnicSingleRules,
  picnicSum,
  replayPicnicSingle,
  startPicnicSingle,
} from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, ROUND_RESULT, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { picnicUi } from './picnicUi.ts';

/** Its first basket asks for 11 and its blanket has cards that fit and one that does not (a 9 after a 6). */
const SEED = 3;
const trainer = testTrainer({
  id: 70,
  component: 'picnic',
  title: { 'ru-RU': 'Летний пикник', 'en-US': 'Summer picnic', 'uk-UA': 'Літній пікнік' },
  icon: 'picnic',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The round as the test expects it to go, played by the same rules beside the screen. */
function mirror() {
  let state: PicnicSingleState = startPicnicSingle(SEED);
  const moves: PicnicSingleMove[] = [];
  let now = 0;
  const blanketButtons = () => within(screen.getByTestId('picnic-blanket')).getAllByRole('button');
  return {
    get state() {
      return state;
    },
    moves,
    async wait(ms: number) {
      await advanceTimers(ms);
      now += ms;
    },
    /** Taps the blanket card that `choose` picks; `counts` false: the rules refuse the tap and nothing is sent. */
    tap(choose: (card: PicnicCard) => boolean, counts = true) {
      const at = state.blanket.findIndex(choose);
      const card = state.blanket[at];
      if (!card) throw new Error('no such card on the blanket');
      fireEvent.click(blanketButtons()[at] as HTMLElement);
      if (!counts) return;
      const move: PicnicSingleMove = { kind: 'take', card: card.id, ms: now };
      state = applyPicnicSingle(state, move);
      moves.push(move);
    },
    /** Puts back the basket card that `choose` picks (offered only when nothing on the blanket fits). */
    putBack(choose: (card: PicnicCard) => boolean) {
      const at = state.basket.findIndex(choose);
      const card = state.basket[at];
      if (!card) throw new Error('no such card in the basket');
      const basket = screen.getByRole('group', { name: 'Твоя корзинка' });
      fireEvent.click(within(basket).getAllByRole('button')[at] as HTMLElement);
      const move: PicnicSingleMove = { kind: 'putBack', card: card.id, ms: now };
      state = applyPicnicSingle(state, move);
      moves.push(move);
    },
    fits: (card: PicnicCard) => picnicSum(state.basket) + card.value <= state.target,
  };
}

describe('the picnic alone against the clock', () => {
  it('plays taps by the rules and posts every counted move with its time since the start, in order', async () => {
    const server = await startRound({ ui: picnicUi, trainer, settings: {}, seed: SEED });
    server.on(trainersApi.submitResult, {
      ...ROUND_RESULT,
      score: 1,
      correct: 1,
      total: 1,
      won: false,
      likes_earned: 1,
    });
    const round = mirror();
    expect(screen.getByText('В корзинке 0 из 11')).toBeInTheDocument();

    await round.wait(800);
    round.tap((card) => card.value === 6);
    expect(screen.getByText('В корзинке 6 из 11')).toBeInTheDocument();
    // Sooner than a child can tap again: not counted.
    await round.wait(100);
    round.tap(round.fits, false);

    await round.wait(900);
    round.tap((card) => card.value === 9);
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Не поместится: 6 + 9 = 15, а это больше 11');
    expect(screen.getByTestId('picnic-basket').querySelector('.umka-picnic-wobble')).not.toBeNull();
    // The basket wobbles for a second and takes no taps.
    await round.wait(500);
    round.tap(round.fits, false);
    await round.wait(600);
    expect(screen.getByTestId('picnic-basket').querySelector('.umka-picnic-wobble')).toBeNull();
    round.tap((card) => card.value === 5);
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Корзинка полная! +11 очков');
    expect(screen.getByTestId('picnic-baskets')).toHaveTextContent('1');
    expect(screen.getByTestId('picnic-points')).toHaveTextContent('11');

    await round.wait(90_000);
    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown; ms: number }[] };
    const answer = picnicSingleRules.answer.parse(posted.answers[0]?.answer);
    expect(answer.moves).toEqual(round.moves);
    const times = round.moves.map((move) => move.ms);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(replayPicnicSingle(SEED, answer.moves)).toEqual({ status: 'ok', state: round.state });
    expect(round.state).toMatchObject({ baskets: 1, misses: 1 });

    expect(screen.getByRole('heading', { name: 'Время вышло' })).toBeInTheDocument();
    expect(screen.getByTestId('picnic-result')).toHaveTextContent('1 полная корзинка');
    expect(screen.getByText('Лайков получено: 1')).toBeInTheDocument();
    expect(screen.queryByText('Верно 1 из 1')).not.toBeInTheDocument();
  });

  it('turns the basket cards into buttons that put one back when nothing on the blanket fits', async () => {
    const server = await startRound({ ui: picnicUi, trainer, settings: {}, seed: SEED });
    const round = mirror();
    expect(screen.queryByRole('group', { name: 'Твоя корзинка' })).toBeNull();
    // 6 + 3 + 1 = 10 of 11, and no 1 is left on the blanket.
    for (const value of [6, 3, 1]) {
      await round.wait(400);
      round.tap((card) => card.value === value);
    }
    expect(round.state.blanket.some(round.fits)).toBe(false);
    expect(screen.getByTestId('picnic-note')).toHaveTextContent('Ни одно угощение не помещается');
    await round.wait(400);
    round.putBack((card) => card.value === 3);
    expect(screen.getByText('В корзинке 7 из 11')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Твоя корзинка' })).toBeNull();

    await round.wait(90_000);
    const posted = sentResults(server).at(-1)?.body as { answers: { answer: unknown }[] };
    expect(picnicSingleRules.answer.parse(posted.answers[0]?.answer).moves).toEqual(round.moves);
    expect(round.moves.map((move) => move.kind)).toEqual(['take', 'take', 'take', 'putBack']);
  });
});
