import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlbum, AdminPicture } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { type FakeRequest, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminAlbumsPage } from './AdminAlbumsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const forest = { 'ru-RU': 'Лес', 'en-US': 'Forest', 'uk-UA': 'Ліс' };
const fox = { 'ru-RU': 'Лиса', 'en-US': 'Fox', 'uk-UA': 'Лисиця' };

function album(id: number, extra: Partial<AdminAlbum> = {}): AdminAlbum {
  return { id, subject_id: 2, title: forest, position: 0, reward_likes: 20, pictures: [], ...extra };
}

function cutPicture(id: number): AdminPicture {
  return {
    id,
    album_id: 4,
    title: fox,
    image: `/media/picture-${id}.webp`,
    is_legendary: false,
    position: 0,
    puzzles: Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      number: i + 1,
      image: `/media/piece-${i + 1}.webp`,
    })),
    owned_pieces: 0,
  };
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
});

describe('AdminAlbumsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('creates an album of the chosen subject from the dialog, sending its titles, order and reward', async () => {
    let albums: AdminAlbum[] = [];
    const server = mockServer({
      'GET /api/admin/albums': () => ok(albums),
      'POST /api/admin/albums': (request: FakeRequest) => {
        albums = [album(9, request.body as Partial<AdminAlbum>)];
        return ok(albums[0]);
      },
    });
    renderWithProviders(<AdminAlbumsPage />);
    expect(await screen.findByText('Альбомов пока нет')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Ментальная арифметика' }));
    await waitFor(() => expect(server.calls.some((call) => call.query.get('subject_id') === '3')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Новый альбом' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый альбом' });
    setValue(within(dialog).getByRole('textbox', { name: /Название \(русский\)/ }), 'Лес');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(английский\)/ }), 'Forest');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(украинский\)/ }), 'Ліс');
    setValue(within(dialog).getByRole('textbox', { name: /Награда в лайках/ }), '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject_id: 3,
      title: forest,
      position: 0,
      reward_likes: 30,
    });
    expect(notifySuccess).toHaveBeenCalledWith('Альбом создан');
    expect(await screen.findByRole('region', { name: 'Лес' })).toBeInTheDocument();
  });

  it('uploads a picture with its titles and shows the ten pieces the server cut', async () => {
    const server = mockServer({
      'GET /api/admin/albums': ok([album(4)]),
      'POST /api/admin/albums/4/pictures': ok(cutPicture(12)),
    });
    renderWithProviders(<AdminAlbumsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить картинку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая картинка' });
    setValue(within(dialog).getByRole('textbox', { name: /Название \(русский\)/ }), 'Лиса');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(английский\)/ }), 'Fox');
    setValue(within(dialog).getByRole('textbox', { name: /Название \(украинский\)/ }), 'Лисиця');
    await userEvent.upload(fileInput(dialog), new File([new Uint8Array(64)], 'fox.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить и разрезать' }));

    const pieces = await within(dialog).findByRole('region', { name: 'Десять пазлов картинки «Лиса»' });
    const images = within(pieces).getAllByRole('img');
    expect(images).toHaveLength(10);
    expect(images[0]).toHaveAccessibleName('Пазл 1');
    expect(images[9]).toHaveAttribute('src', '/media/piece-10.webp');
    const sent = server.calls.find((call) => call.method === 'POST')?.body as FormData;
    expect((sent.get('file') as File).name).toBe('fox.png');
    expect(JSON.parse(String(sent.get('data')))).toEqual({ title: fox, is_legendary: false });
    expect(notifySuccess).toHaveBeenCalledWith('Картинка разрезана на пазлы');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
