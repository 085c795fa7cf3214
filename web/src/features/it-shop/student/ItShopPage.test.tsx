import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ItShop, itShopApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { BOOK_PRIZE, buildPurchase, PIXEL_FRAME, ROBOT, ROCKET } from '../itShop.fixtures.ts';
import { ItShopPage } from './ItShopPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
let shop: ItShop;

const card = (title: string) => screen.getByRole('listitem', { name: title });
const dayOf = (moment: string) => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium' }).format(new Date(moment));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  shop = {
    balance: 25,
    earned: 60,
    items: [ROCKET, ROBOT, PIXEL_FRAME, BOOK_PRIZE],
    purchases: [buildPurchase(7, ROBOT, 'owned')],
  };
  server = mockServer();
  server.on(itShopApi.shop, () => shop);
});

describe('ItShopPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the balance, the price and stock of each good, and what the student cannot or need not buy', async () => {
    renderWithProviders(<ItShopPage />);

    expect(await screen.findByText('У тебя 25 IT-баллов')).toBeInTheDocument();
    expect(screen.getByText(/Всего заработано: 60\./)).toBeInTheDocument();
    expect(within(card('Ракета')).getByText('20 IT-баллов')).toBeInTheDocument();
    expect(within(card('Ракета')).getByText('Осталось 3 шт.')).toBeInTheDocument();
    expect(within(card('Ракета')).getByRole('button', { name: 'Купить «Ракета»' })).toBeEnabled();
    expect(within(card('Робот')).getByText('Уже твоё')).toBeInTheDocument();
    expect(within(card('Робот')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Пиксельная рамка')).getByText('Нужно ещё 15 IT-баллов')).toBeInTheDocument();
    expect(within(card('Пиксельная рамка')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Книга о Python')).getByText('Настоящий приз: его вручит учитель')).toBeInTheDocument();
  });

  it('buys a good once the student confirms, says so, and shows the shop as the server has it now', async () => {
    server.on(itShopApi.buy, () => {
      const purchase = buildPurchase(8, ROCKET, 'owned');
      shop = { ...shop, balance: 5, items: [{ ...ROCKET, stock: 2 }, ROBOT, PIXEL_FRAME, BOOK_PRIZE] };
      shop.purchases = [purchase, ...shop.purchases];
      return { purchase, balance: 5 };
    });
    renderWithProviders(<ItShopPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Купить «Ракета»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Купить «Ракета»?' });
    expect(within(confirm).getByText('Спишется 20 IT-баллов, останется 5.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Купить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Готово! «Ракета» теперь у тебя.'));
    expect(server.callsTo(itShopApi.buy)[0]?.body).toEqual({ item_id: ROCKET.id });
    expect(await screen.findByText('У тебя 5 IT-баллов')).toBeInTheDocument();
    expect(within(card('Ракета')).getByText('Уже твоё')).toBeInTheDocument();
    expect(within(card('Книга о Python')).getByText('Нужно ещё 20 IT-баллов')).toBeInTheDocument();
  });

  it('warns that a prize is handed over by the teacher, and buys nothing when the student changes their mind', async () => {
    renderWithProviders(<ItShopPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Купить «Книга о Python»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Купить «Книга о Python»?' });
    expect(
      within(confirm).getByText(
        'Спишется 25 IT-баллов, останется 0. Это настоящий приз: после покупки его вручит учитель.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Не сейчас' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(itShopApi.buy)).toHaveLength(0);
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('shows a refusal of the server in its own words and reloads the shop', async () => {
    server.on(itShopApi.buy, refuse(409, 'NOT_ENOUGH_IT_POINTS'));
    renderWithProviders(<ItShopPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Купить «Ракета»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Купить «Ракета»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Купить' }));

    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(expect.anything(), 'Недостаточно IT-баллов'));
    expect(notifySuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo(itShopApi.shop)).toHaveLength(2));
  });

  it('lists the purchases with whether each is the student’s, waits for the teacher, or was handed over', async () => {
    shop.purchases = [
      buildPurchase(9, BOOK_PRIZE, 'given'),
      buildPurchase(8, BOOK_PRIZE, 'awaiting'),
      buildPurchase(7, ROBOT, 'owned'),
    ];
    renderWithProviders(<ItShopPage />);

    const purchases = await screen.findByRole('region', { name: 'Мои покупки' });
    const rows = within(purchases).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement).getByText(`Вручено ${dayOf('2026-11-25T10:00:00.000Z')}`),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Ждёт вручения')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Твоё')).toBeInTheDocument();
    expect(
      within(rows[2] as HTMLElement).getByText(`${dayOf('2026-11-20T10:00:00.000Z')} · 5 IT-баллов`),
    ).toBeInTheDocument();
  });

  it('shows the goods of one kind at a time when the student picks it', async () => {
    renderWithProviders(<ItShopPage />);

    await userEvent.click(await screen.findByText('Рамки'));

    expect(card('Пиксельная рамка')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Ракета' })).not.toBeInTheDocument();
    expect(screen.queryByText('Значки')).not.toBeInTheDocument();
  });
});
