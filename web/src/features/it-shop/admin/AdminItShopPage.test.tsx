import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type ItShopItem, itPointRulesApi, itShopApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { BOOK_PRIZE, ROBOT, ROCKET } from '../itShop.fixtures.ts';
import { AdminItShopPage } from './AdminItShopPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const row = (title: string) => {
  const found = screen.getByText(title).closest('tr');
  if (!found) throw new Error(`no row of ${title}`);
  return found;
};

async function openAddDialog() {
  renderWithProviders(<AdminItShopPage />);
  await screen.findByText('Ракета');
  await userEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
  return screen.findByRole('dialog', { name: 'Новый товар' });
}

function fillTitles(dialog: HTMLElement) {
  setValue(within(dialog).getByRole('textbox', { name: /Название \(русский\)/ }), 'Жучок');
  setValue(within(dialog).getByRole('textbox', { name: /Название \(английский\)/ }), 'Bug');
  setValue(within(dialog).getByRole('textbox', { name: /Название \(украинский\)/ }), 'Жучок');
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  server = mockServer();
  server.on(itShopApi.items, { items: [ROCKET, { ...ROBOT, is_active: false }, BOOK_PRIZE] });
  server.on(itPointRulesApi.rules, { rules: [] });
});

describe('AdminItShopPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists every good with its kind, price, stock or no limit, and whether it is on sale', async () => {
    renderWithProviders(<AdminItShopPage />);

    await screen.findByText('Ракета');
    expect(within(row('Ракета')).getByText('Наклейка')).toBeInTheDocument();
    expect(within(row('Ракета')).getByText('20')).toBeInTheDocument();
    expect(within(row('Ракета')).getByText('3')).toBeInTheDocument();
    expect(within(row('Робот')).getByText('без ограничения')).toBeInTheDocument();
    expect(within(row('Книга о Python')).getByText('Приз')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'В продаже: «Ракета»' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'В продаже: «Робот»' })).not.toBeChecked();
  });

  it('creates a good with its titles, picture, price and no stock limit', async () => {
    server.on(itShopApi.createItem, (request) => ({ id: 9, ...(request.body as Omit<ItShopItem, 'id'>) }));
    const dialog = await openAddDialog();

    fillTitles(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Жучок' }));
    expect(within(dialog).getByRole('button', { name: 'Жучок' })).toHaveAttribute('aria-pressed', 'true');
    setValue(within(dialog).getByRole('textbox', { name: /Цена в IT-баллах/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Товар «Жучок» добавлен'));
    expect(server.callsTo(itShopApi.createItem)[0]?.body).toEqual({
      title: { 'ru-RU': 'Жучок', 'en-US': 'Bug', 'uk-UA': 'Жучок' },
      description: { 'ru-RU': '', 'en-US': '', 'uk-UA': '' },
      kind: 'sticker',
      art_key: 'bug',
      price: 15,
      stock: null,
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a picture and a price before sending anything', async () => {
    const dialog = await openAddDialog();

    fillTitles(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await within(dialog).findByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
    expect(within(dialog).getByText(errorMessage('FIELD_REQUIRED')['ru-RU'])).toBeInTheDocument();
    expect(server.callsTo(itShopApi.createItem)).toHaveLength(0);
  });

  it('says under its field what the server refused', async () => {
    server.on(
      itShopApi.createItem,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'stock', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]),
    );
    const dialog = await openAddDialog();

    fillTitles(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Робот' }));
    setValue(within(dialog).getByRole('textbox', { name: /Цена в IT-баллах/ }), '15');
    setValue(within(dialog).getByRole('textbox', { name: /Сколько штук/ }), '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    const stock = within(dialog).getByRole('textbox', { name: /Сколько штук/ });
    await waitFor(() => expect(stock).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(errorMessage('FIELD_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(server.callsTo(itShopApi.createItem)[0]?.body).toMatchObject({ art_key: 'robot', stock: 4 });
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('changes a good and hides one from the shop with its switch', async () => {
    server.on(itShopApi.updateItem, (request) => ({
      id: Number(request.params.id),
      ...(request.body as Omit<ItShopItem, 'id'>),
    }));
    renderWithProviders(<AdminItShopPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Изменить «Ракета»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Товар «Ракета»' });
    setValue(within(dialog).getByRole('textbox', { name: /Цена в IT-баллах/ }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Товар «Ракета» сохранён'));
    expect(server.callsTo(itShopApi.updateItem)[0]).toMatchObject({
      params: { id: '1' },
      body: { price: 30, stock: 3, art_key: 'rocket' },
    });

    await userEvent.click(screen.getByRole('switch', { name: 'В продаже: «Ракета»' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('«Ракета» скрыт из магазина'));
    expect(server.callsTo(itShopApi.updateItem)[1]?.body).toMatchObject({ is_active: false, price: 20 });
  });

  it('deletes a good once the admin confirms, and explains that a bought one is to be hidden instead', async () => {
    server.on(itShopApi.removeItem, (request) =>
      request.params.id === String(BOOK_PRIZE.id) ? refuse(409, 'IT_SHOP_ITEM_BOUGHT') : { id: ROCKET.id },
    );
    renderWithProviders(<AdminItShopPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Удалить «Ракета»' }));
    let confirm = await screen.findByRole('dialog', { name: 'Удалить товар?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Товар «Ракета» удалён'));

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Книга о Python»' }));
    confirm = await screen.findByRole('dialog', { name: 'Удалить товар?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        '«Книга о Python» нельзя удалить',
        errorMessage('IT_SHOP_ITEM_BOUGHT')['ru-RU'],
      ),
    );
    expect(server.callsTo(itShopApi.removeItem).map((call) => call.params.id)).toEqual(['1', '4']);
  });
});
