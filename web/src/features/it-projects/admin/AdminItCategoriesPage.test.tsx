import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, itProjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { CATEGORIES } from '../itProjects.fixtures.ts';
import { AdminItCategoriesPage } from './AdminItCategoriesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itProjectsApi.adminCategories, CATEGORIES);
});

describe('AdminItCategoriesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the categories in every language, and adds one after the last, each empty title named', async () => {
    server.on(itProjectsApi.createCategory, {
      id: 3,
      title: { 'ru-RU': 'Боты', 'en-US': 'Bots', 'uk-UA': 'Боти' },
      number: 3,
    });
    renderWithProviders(<AdminItCategoriesPage />);
    expect(await screen.findByText('Игры')).toBeInTheDocument();
    expect(screen.getByText('Websites · Сайти')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Добавить категорию' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая категория' });
    setValue(within(dialog).getByRole('textbox', { name: /по-русски/ }), 'Боты');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findAllByText(errorMessage('FIELD_REQUIRED')['ru-RU'])).toHaveLength(2);
    expect(server.callsTo(itProjectsApi.createCategory)).toHaveLength(0);

    setValue(within(dialog).getByRole('textbox', { name: /по-английски/ }), 'Bots');
    setValue(within(dialog).getByRole('textbox', { name: /по-украински/ }), 'Боти');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Категория добавлена'));
    expect(server.callsTo(itProjectsApi.createCategory)[0]?.body).toEqual({
      title: { 'ru-RU': 'Боты', 'en-US': 'Bots', 'uk-UA': 'Боти' },
      number: 3,
    });
  });

  it('renames a category', async () => {
    server.on(itProjectsApi.updateCategory, {
      id: 1,
      title: { 'ru-RU': 'Игры и головоломки', 'en-US': 'Games', 'uk-UA': 'Ігри' },
      number: 1,
    });
    renderWithProviders(<AdminItCategoriesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Изменить «Игры»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Категория «Игры»' });
    setValue(within(dialog).getByRole('textbox', { name: /по-русски/ }), 'Игры и головоломки');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Категория сохранена'));
    expect(server.callsTo(itProjectsApi.updateCategory)[0]).toMatchObject({
      params: { id: '1' },
      body: { title: { 'ru-RU': 'Игры и головоломки' } },
    });
  });
});
