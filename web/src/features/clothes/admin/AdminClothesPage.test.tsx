import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClothes } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { type FakeRequest, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { bear, cap, fox } from '../adminClothes.fixtures.ts';
import { AdminClothesPage } from './AdminClothesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const boots: AdminClothes = {
  ...cap,
  id: 12,
  title: { 'ru-RU': 'Сапоги', 'en-US': 'Boots', 'uk-UA': 'Чоботи' },
  price: 0,
  slot: 'feet',
  characters: [2],
  preview: null,
  picture: '/art/clothes/boots.svg',
  is_standard: true,
};

/** Answers the list the way the server filters it, so a filter visibly narrows the table. */
function listClothes(request: FakeRequest) {
  const slot = request.query.get('slot');
  const characterId = request.query.get('character_id');
  const search = request.query.get('search')?.toLowerCase();
  return ok(
    [cap, boots].filter(
      (item) =>
        (!slot || item.slot === slot) &&
        (!characterId || item.characters.includes(Number(characterId))) &&
        (!search || Object.values(item.title).some((title) => title.toLowerCase().includes(search))),
    ),
  );
}

const listCalls = (server: ReturnType<typeof mockServer>) =>
  server.calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/clothes');

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
});

describe('AdminClothesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the clothes with picture, title in the interface language, slot, price, flag and characters', async () => {
    mockServer({ 'GET /api/admin/clothes': listClothes, 'GET /api/characters': ok([fox, bear]) });
    renderWithProviders(<AdminClothesPage />, { locale: 'en-US' });

    const capRow = (await screen.findByText('Cap')).closest('tr');
    if (!capRow) throw new Error('no row');
    expect(within(capRow).getByRole('img', { name: 'Picture of "Cap"' })).toHaveAttribute(
      'src',
      '/art/clothes/cap-preview.svg',
    );
    expect(within(capRow).getByText('Head')).toBeInTheDocument();
    expect(within(capRow).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(await within(capRow).findByText('All characters')).toBeInTheDocument();
    expect(within(capRow).queryByText('Standard')).not.toBeInTheDocument();
    expect(within(capRow).getByRole('link', { name: 'Edit item "Cap"' })).toHaveAttribute(
      'href',
      '/admin/clothes/edit/11',
    );

    const bootsRow = screen.getByText('Boots').closest('tr');
    if (!bootsRow) throw new Error('no row');
    expect(within(bootsRow).getByRole('img', { name: 'Picture of "Boots"' })).toHaveAttribute(
      'src',
      '/art/clothes/boots.svg',
    );
    expect(within(bootsRow).getByText('Standard')).toBeInTheDocument();
    expect(within(bootsRow).getByText('Bear')).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
  });

  it('filters by character and slot', async () => {
    const server = mockServer({ 'GET /api/admin/clothes': listClothes, 'GET /api/characters': ok([fox, bear]) });
    renderWithProviders(<AdminClothesPage />);
    await screen.findByText('Сапоги');

    await userEvent.click(screen.getByLabelText('Персонаж', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Лиса' }));
    await waitFor(() => expect(screen.queryByText('Сапоги')).not.toBeInTheDocument());
    expect(screen.getByText('Кепка')).toBeInTheDocument();
    expect(listCalls(server).at(-1)?.query.get('character_id')).toBe('1');

    await userEvent.click(screen.getByLabelText('Место на персонаже', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Обувь' }));
    expect(await screen.findByText('Ничего не нашлось')).toBeInTheDocument();
    expect(listCalls(server).at(-1)?.query.toString()).toBe('character_id=1&slot=feet');
  });

  it('searches by title once the admin stops typing', async () => {
    const server = mockServer({ 'GET /api/admin/clothes': listClothes, 'GET /api/characters': ok([fox, bear]) });
    renderWithProviders(<AdminClothesPage />);
    await screen.findByText('Сапоги');

    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск' }), 'кеп');
    await waitFor(() => expect(screen.queryByText('Сапоги')).not.toBeInTheDocument());
    expect(screen.getByText('Кепка')).toBeInTheDocument();
    expect(listCalls(server).map((call) => call.query.get('search'))).toEqual([null, 'кеп']);
  });

  it('deletes an item only after the admin confirms, saying owners keep it', async () => {
    const server = mockServer({
      'GET /api/admin/clothes': listClothes,
      'GET /api/characters': ok([fox, bear]),
      'DELETE /api/admin/clothes/12': ok({ id: 12 }),
    });
    renderWithProviders(<AdminClothesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить вещь «Сапоги»' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Кто уже купил эту вещь, оставит её себе.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Вещь удалена'));
    expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/clothes/12')).toBe(true);
  });
});
