import { screen, waitFor, within } from '@testing-library/react';
import { albumsApi, marketApi } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../../test/app-harness.tsx';
import { crystal, lot, lotsPage, openTrading, piece, reading } from './TradingFixtures.ts';

const dialog = () => screen.getByRole('dialog');

async function openMarket(user: ReturnType<typeof openTrading>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Рынок' }));
}

describe('trading page', () => {
  it('buys a pack at the price list price once confirmed and reveals the pieces', async () => {
    const { server, user } = openTrading('/student/albums/trading');
    server.on(albumsApi.buyPuzzles, { puzzles: [piece(1, 3), piece(2, 7)], price_paid: 9, balance: 91 });
    await user.click(await screen.findByRole('button', { name: 'Купить набор из 10 за 9 лайков' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Купить' }));
    expect(await screen.findByRole('img', { name: 'Кусочек № 7' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Кусочек № 3' })).toBeInTheDocument();
    expect(server.callsTo(albumsApi.buyPuzzles).map((call) => call.body)).toEqual([
      { is_random: true, count: 10, price: 9, subject_id: reading.id },
    ]);
  });

  it('buys a lot once confirmed, and a lot another student bought first refreshes the list', async () => {
    const { server, user } = openTrading('/student/albums/trading');
    server.on(marketApi.lots, lotsPage([lot(5)]));
    server.on(marketApi.buyLot, refuse(409, 'LOT_SOLD'));
    await openMarket(user);
    await user.click(await screen.findByRole('button', { name: 'Купить лот ученика Продавец 5 за 5 лайков' }));
    const before = server.callsTo(marketApi.lots).length;
    await user.click(within(dialog()).getByRole('button', { name: 'Купить' }));
    await waitFor(() => expect(server.callsTo(marketApi.buyLot)).toHaveLength(1));
    expect(server.callsTo(marketApi.buyLot)[0]?.params.id).toBe('5');
    expect(server.callsTo(marketApi.buyLot)[0]?.body).toEqual({ subject_id: reading.id });
    expect(await screen.findByText('Этот лот уже купил другой ученик')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(marketApi.lots).length).toBeGreaterThan(before));
  });

  it('refuses a fifth item in the sell form and sends the chosen items with the price', async () => {
    const { server, user } = openTrading('/student/albums/trading');
    server.on(albumsApi.crystals, {
      crystals: [crystal(3, 'trade', { active_until: '2099-01-01T00:00:00Z' }), crystal(2, 'luck', { count: 2 })],
      combo: false,
    });
    server.on(
      albumsApi.puzzles,
      [1, 2, 3, 4].map((number) => piece(number, number)),
    );
    server.on(marketApi.createLot, lot(9, { is_own: true }));
    await openMarket(user);
    for (const number of [1, 2, 3]) {
      await user.click(await screen.findByRole('button', { name: `Кусочек № ${number}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Добавить кристалл «Кристалл 2»' }));
    await user.click(screen.getByRole('button', { name: 'Кусочек № 4' }));
    expect(await screen.findByText('В лоте может быть не больше 4 предметов')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Кусочек № 4' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByRole('textbox', { name: /Цена в лайках/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Выставить лот' }));
    await waitFor(() => expect(server.callsTo(marketApi.createLot)).toHaveLength(1));
    expect(server.callsTo(marketApi.createLot)[0]?.body).toEqual({
      subject_id: reading.id,
      price: 12,
      items: [
        { item_type: 'puzzle_student', id: 1 },
        { item_type: 'puzzle_student', id: 2 },
        { item_type: 'puzzle_student', id: 3 },
        { item_type: 'crystal_student', id: 2 },
      ],
    });
  });

  it('explains that selling needs the trade crystal when it is not active', async () => {
    const { user } = openTrading('/student/albums/trading');
    await openMarket(user);
    expect(await screen.findByText('Нужен кристалл торговца')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К кристаллам' })).toHaveAttribute('href', '/student/albums/crystals');
  });

  it('joins the subject market and refreshes the lots on a lot event', async () => {
    const { server, user, realtime } = openTrading('/student/albums/trading');
    await openMarket(user);
    await screen.findByText('Лотов пока нет. Выстави свой!');
    expect(realtime.subscribe).toHaveBeenCalledWith(channels.subjectMarket(reading.id));
    server.on(marketApi.lots, lotsPage([lot(6)]));
    realtime.emit(channels.subjectMarket(reading.id), 'lot', { lot_id: 6, status: 'open' });
    expect(await screen.findByText('Продаёт Продавец 6')).toBeInTheDocument();
  });
});
