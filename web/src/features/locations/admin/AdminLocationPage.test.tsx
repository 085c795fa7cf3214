import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminLocation, type AdminThing, errorMessage, type ThingBody } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { type FakeRequest, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminLocationPage } from './AdminLocationPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const home: AdminLocation = {
  id: 5,
  kind: 'home',
  field_activity_id: null,
  title: { 'ru-RU': 'Дом', 'en-US': 'Home', 'uk-UA': 'Дім' },
  background: '/art/locations/home.svg',
  things_count: 2,
};

function thing(id: number, title: string, extra: Partial<AdminThing> = {}): AdminThing {
  return {
    id,
    location_id: home.id,
    title: { 'ru-RU': title, 'en-US': `${title} (en)`, 'uk-UA': `${title} (uk)` },
    image: `/art/things/${id}.svg`,
    price: 10,
    width: 20,
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    ...extra,
  };
}

/** A server that keeps the location's things, so adding and deleting show on the reloaded page. */
function locationServer(initial: AdminThing[]) {
  let things = [...initial];
  const detail = () => ok({ location: { ...home, things_count: things.length }, things });
  return mockServer({
    'GET /api/admin/locations/5': detail,
    'POST /api/locations/5/things': (request: FakeRequest) => {
      const added = { ...thing(30, ''), ...(request.body as ThingBody) };
      things = [...things, added];
      return ok(added);
    },
    'DELETE /api/admin/location-things/7': () => {
      things = things.filter((item) => item.id !== 7);
      return ok({ id: 7 });
    },
  });
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function renderPage() {
  return renderWithProviders(<AdminLocationPage />, { route: '/admin/locations/5', path: '/admin/locations/:id' });
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
});

describe('AdminLocationPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows each thing drawn on the background at its width', async () => {
    locationServer([thing(7, 'Диван', { width: 40 }), thing(8, 'Лампа', { width: 8, price: 3 })]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Дом', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 вещи в магазине' })).toBeInTheDocument();

    const sofa = screen.getByRole('img', { name: '«Диван» на фоне локации, ширина 40 %' });
    expect(sofa).toHaveStyle({ backgroundImage: 'url("/art/locations/home.svg")' });
    expect(sofa.querySelector('img')).toHaveAttribute('src', '/art/things/7.svg');
    expect(sofa.querySelector('img')).toHaveStyle({ width: '40%' });
    const lamp = screen.getByRole('article', { name: 'Лампа' });
    expect(within(lamp).getByText('3 лайка')).toBeInTheDocument();
    expect(within(lamp).getByText('ширина 8 %')).toBeInTheDocument();
  });

  it('adds a thing from the dialog and lists it', async () => {
    const server = locationServer([thing(7, 'Диван')]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить вещь' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая вещь' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByRole('textbox', { name: /Картинка/ })).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('FIELD_REQUIRED')['ru-RU']),
    );

    setValue(within(dialog).getByRole('textbox', { name: /Название \(русский\)/ }), 'Кресло');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(английский\)/ }), 'Armchair');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(украинский\)/ }), 'Крісло');
    setValue(within(dialog).getByRole('textbox', { name: /Картинка/ }), '/art/things/armchair.svg');
    setValue(within(dialog).getByRole('textbox', { name: /Цена в лайках/ }), '25');
    setValue(within(dialog).getByRole('textbox', { name: /Ширина/ }), '30');
    expect(within(dialog).getByRole('img', { name: '«Кресло» на фоне локации, ширина 30 %' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Кресло' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: { 'ru-RU': 'Кресло', 'en-US': 'Armchair', 'uk-UA': 'Крісло' },
      image: '/art/things/armchair.svg',
      price: 25,
      width: 30,
    });
    expect(notifySuccess).toHaveBeenCalledWith('Вещь добавлена');
  });

  it('edits a thing in the dialog with PATCH and renames the location', async () => {
    const server = locationServer([thing(7, 'Диван')]);
    server.set('PATCH /api/admin/location-things/7', (request) =>
      ok({ ...thing(7, 'Диван'), ...(request.body as object) }),
    );
    server.set('PATCH /api/admin/locations/5', (request) =>
      ok({ location: { ...home, ...(request.body as object) }, things: [thing(7, 'Диван')] }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить вещь «Диван»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить вещь' });
    expect(within(dialog).getByRole('textbox', { name: /Ширина/ })).toHaveValue('20 %');
    setValue(within(dialog).getByRole('textbox', { name: /Цена в лайках/ }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены'));
    expect(server.calls.find((call) => call.path === '/api/admin/location-things/7')?.body).toMatchObject({
      price: 15,
      width: 20,
    });

    const russian = screen.getByRole('textbox', { name: /Название \(русский\)/ });
    setValue(russian, 'Мой дом');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Локация сохранена'));
    expect(
      server.calls.find((call) => call.path === '/api/admin/locations/5' && call.method === 'PATCH')?.body,
    ).toEqual({
      title: { 'ru-RU': 'Мой дом', 'en-US': 'Home', 'uk-UA': 'Дім' },
      background: '/art/locations/home.svg',
    });
  });

  it('deletes a thing only after the admin confirms, saying owners keep it', async () => {
    const server = locationServer([thing(7, 'Диван'), thing(8, 'Лампа')]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить вещь «Диван»' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Магазин перестанет продавать «Диван». Кто уже купил эту вещь, оставит её себе.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить вещь «Диван»' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Диван' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Лампа' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/admin/location-things/7',
    ]);
    expect(notifySuccess).toHaveBeenCalledWith('Вещь удалена');
  });
});
