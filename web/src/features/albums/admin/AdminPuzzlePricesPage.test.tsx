import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminPuzzlePricesPage } from './AdminPuzzlePricesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const PRICES = {
  random: [
    { size: 1, price: 1 },
    { size: 10, price: 8 },
  ],
  chosen: 2,
};

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('AdminPuzzlePricesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('refuses a pack size that is already in the list, sending nothing until it is changed', async () => {
    const server = mockServer({
      'GET /api/admin/puzzle-prices': ok(PRICES),
      'PUT /api/admin/puzzle-prices': (request) => ok(request.body),
    });
    renderWithProviders(<AdminPuzzlePricesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить набор' }));
    const third = screen.getByRole('group', { name: 'Набор 3' });
    const size = within(third).getByRole('textbox', { name: /Пазлов в наборе/ });
    setValue(size, '10');
    setValue(within(third).getByRole('textbox', { name: /Цена в лайках/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));

    expect(size).toHaveAccessibleDescription(expect.stringContaining(errorMessage('PUZZLE_PACK_SIZE_TAKEN')['ru-RU']));
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    setValue(size, '20');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить цены' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        random: [...PRICES.random, { size: 20, price: 7 }],
        chosen: 2,
      }),
    );
  });
});
