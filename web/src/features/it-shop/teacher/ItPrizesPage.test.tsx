import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ItPrize, itShopApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { BOOK_PRIZE, buildItem, buildPrize } from '../itShop.fixtures.ts';
import { ItPrizesPage } from './ItPrizesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const GIFT = buildItem(5, {
  title: { 'ru-RU': 'Футболка', 'en-US': 'T-shirt', 'uk-UA': 'Футболка' },
  kind: 'prize',
  art_key: 'gift',
});

let server: ReturnType<typeof mockServer>;
let prizes: ItPrize[];
const dayOf = (moment: string) => new Intl.DateTimeFormat('ru-RU', { dateStyle: 'medium' }).format(new Date(moment));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  prizes = [buildPrize(1, BOOK_PRIZE, 'Саша Ученикова', false), buildPrize(2, GIFT, 'Петя Иванов', true)];
  server = mockServer();
  server.on(itShopApi.prizes, () => ({ prizes }));
});

describe('ItPrizesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the prizes to hand over apart from those handed over, with the student and the dates', async () => {
    renderWithProviders(<ItPrizesPage />);

    const awaiting = await screen.findByRole('region', { name: 'Ждут вручения: 1' });
    expect(within(awaiting).getByText('Саша Ученикова')).toBeInTheDocument();
    expect(within(awaiting).getByText('Книга о Python')).toBeInTheDocument();
    expect(within(awaiting).getByText(`Куплено ${dayOf('2026-11-20T10:00:00.000Z')}`)).toBeInTheDocument();
    const given = screen.getByRole('region', { name: 'Вручённые' });
    expect(within(given).getByText('Петя Иванов')).toBeInTheDocument();
    expect(within(given).getByText(`Вручено ${dayOf('2026-11-25T10:00:00.000Z')}`)).toBeInTheDocument();
    expect(within(given).queryByRole('button')).not.toBeInTheDocument();
  });

  it('marks a prize handed over once the teacher confirms, and moves it among the given ones', async () => {
    server.on(itShopApi.givePrize, (request) => {
      prizes = prizes.map((prize) =>
        prize.id === Number(request.params.id)
          ? { ...prize, status: 'given', given_at: '2026-11-25T10:00:00.000Z' }
          : prize,
      );
      return prizes[0] as ItPrize;
    });
    renderWithProviders(<ItPrizesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Отметить вручение: «Книга о Python», Саша Ученикова' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Приз вручён?' });
    expect(
      within(confirm).getByText('Саша Ученикова получит «Книга о Python» и сразу увидит об этом уведомление.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да, вручён' }));

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith('Вручение отмечено: «Книга о Python», Саша Ученикова'),
    );
    expect(server.callsTo(itShopApi.givePrize)[0]?.params).toEqual({ id: '1' });
    expect(await screen.findByText('Все призы вручены.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Вручённые' })).getByText('Саша Ученикова')).toBeInTheDocument();
  });

  it('hands nothing over when the teacher cancels', async () => {
    renderWithProviders(<ItPrizesPage />);

    await userEvent.click(await screen.findByRole('button', { name: /Книга о Python/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Отмена' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(itShopApi.givePrize)).toHaveLength(0);
  });

  it('says when no student has bought a prize yet', async () => {
    prizes = [];
    renderWithProviders(<ItPrizesPage />);

    expect(await screen.findByText('Призов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
