import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminClothes, errorMessage } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { bear, cap, fox } from '../adminClothes.fixtures.ts';
import { AdminClothesEditPage } from './AdminClothesEditPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const stored: AdminClothes = { ...cap, characters: [2], preview: null };

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

function renderCreate() {
  return renderWithProviders(<AdminClothesEditPage />, {
    route: '/admin/clothes/create',
    path: '/admin/clothes/create',
  });
}

async function fillValidItem() {
  setValue(await screen.findByRole('textbox', { name: /Название \(русский\)/ }), 'Кепка');
  setValue(textbox(/Название \(английский\)/), 'Cap');
  setValue(textbox(/Название \(украинский\)/), 'Кашкет');
  setValue(textbox(/Цена в лайках/), '12');
  await userEvent.click(screen.getByRole('radio', { name: 'Голова' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Спорт' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Лето' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Все' }));
  setValue(textbox(/Картинка на персонаже/), '/art/clothes/cap.svg');
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
});

describe('AdminClothesEditPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('refuses an empty form under each field without calling the server', async () => {
    const server = mockServer({ 'GET /api/characters': ok([fox, bear]) });
    renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    const required = errorMessage('FIELD_REQUIRED')['ru-RU'];
    expect(textbox(/Название \(английский\)/)).toHaveAccessibleDescription(required);
    expect(textbox(/Картинка на персонаже/)).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(screen.getAllByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toHaveLength(3);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's 422 under the fields it names", async () => {
    mockServer({
      'GET /api/characters': ok([fox, bear]),
      'POST /api/admin/clothes': fail(422, 'VALIDATION_FAILED', [
        { field: 'title.en-US', code: 'FIELD_TOO_LONG', message: errorMessage('FIELD_TOO_LONG') },
        { field: 'picture', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]),
    });
    renderCreate();
    await fillValidItem();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(textbox(/Название \(английский\)/)).toHaveAccessibleDescription(errorMessage('FIELD_TOO_LONG')['ru-RU']),
    );
    expect(textbox(/Картинка на персонаже/)).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('FIELD_INVALID')['ru-RU']),
    );
    expect(textbox(/Название \(русский\)/)).not.toHaveAccessibleDescription();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/clothes/create');

    setValue(textbox(/Картинка на персонаже/), '/art/clothes/cap-2.svg');
    expect(textbox(/Картинка на персонаже/)).not.toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('FIELD_INVALID')['ru-RU']),
    );
  });

  it('saves a valid item and shows it on every chosen character meanwhile', async () => {
    const server = mockServer({ 'GET /api/characters': ok([fox, bear]), 'POST /api/admin/clothes': ok(stored) });
    renderCreate();
    expect(
      await screen.findByText('Выберите персонажей, которым подходит вещь, чтобы увидеть её на них.'),
    ).toBeVisible();
    await fillValidItem();

    const onFox = screen.getByRole('img', { name: 'Лиса в вещи «Кепка»' });
    expect([...onFox.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/art/characters/fox.svg',
      '/art/clothes/cap.svg',
    ]);
    expect(screen.getByRole('img', { name: 'Медведь в вещи «Кепка»' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Стандартная вещь/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/clothes'));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: { 'ru-RU': 'Кепка', 'en-US': 'Cap', 'uk-UA': 'Кашкет' },
      price: 12,
      slot: 'head',
      categories: ['sport', 'summer'],
      characters: [1, 2],
      preview: null,
      picture: '/art/clothes/cap.svg',
      is_standard: true,
    });
    expect(notifySuccess).toHaveBeenCalledWith('Вещь добавлена');
  });

  it('edits a stored item with PATCH', async () => {
    const server = mockServer({
      'GET /api/characters': ok([fox, bear]),
      'GET /api/admin/clothes/11': ok(stored),
      'PATCH /api/admin/clothes/11': ok({ ...stored, price: 20 }),
    });
    renderWithProviders(<AdminClothesEditPage />, { route: '/admin/clothes/edit/11', path: '/admin/clothes/edit/:id' });
    expect(await screen.findByRole('textbox', { name: /Название \(русский\)/ })).toHaveValue('Кепка');
    expect(screen.getByRole('checkbox', { name: 'Медведь' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Все' })).not.toBeChecked();
    setValue(textbox(/Цена в лайках/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены'));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ price: 20, characters: [2] });
  });
});
