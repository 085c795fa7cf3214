import { screen, waitFor, within } from '@testing-library/react';
import { albumsApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { buildAlbum, buildPicture, openAlbumsAs, reading } from './albums.test-harness.ts';

describe('the albums list', () => {
  it('shows each album with its progress, status and reward', async () => {
    const { server, render } = openAlbumsAs('/student/albums');
    server.on(albumsApi.list, {
      albums: [
        buildAlbum(),
        buildAlbum({
          id: 6,
          title: { 'ru-RU': 'Море', 'en-US': 'Sea', 'uk-UA': 'Море' },
          status: 'new',
          pictures_complete: 0,
        }),
      ],
      can_open: false,
    });
    render();
    const forest = await screen.findByRole('listitem', { name: 'Лесные жители' });
    expect(forest).toHaveTextContent('Собрано картинок: 3 из 4');
    expect(forest).toHaveTextContent('Собираю');
    expect(forest).toHaveTextContent('Награда: 100 лайков');
    expect(screen.getByRole('listitem', { name: 'Море' })).toHaveTextContent('Новый');
    expect(screen.queryByRole('button', { name: 'Открыть новый альбом' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Альбомы' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a new album and goes to it', async () => {
    const { server, render } = openAlbumsAs('/student/albums');
    server.on(albumsApi.list, {
      albums: [buildAlbum({ status: 'complete', pictures_complete: 4 }), buildAlbum({ id: 6, status: 'new' })],
      can_open: true,
    });
    server.on(albumsApi.open, buildAlbum({ id: 6, status: 'open' }));
    server.on(albumsApi.pictures, [buildPicture()]);
    server.on(albumsApi.pool, []);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Открыть новый альбом' }));
    await waitFor(() => expect(server.callsTo(albumsApi.pictures)[0]?.params.albumId).toBe('6'));
    expect(server.callsTo(albumsApi.open).map((call) => call.body)).toEqual([{ subject_id: reading.id }]);
    expect(await screen.findByRole('region', { name: 'Сова' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Сова' })).getAllByRole('button')).toHaveLength(10);
  });

  it('opens the first album by itself on the first visit', async () => {
    const { server, render } = openAlbumsAs('/student/albums');
    server.on(albumsApi.list, { albums: [buildAlbum({ status: 'new', pictures_complete: 0 })], can_open: true });
    server.on(albumsApi.open, buildAlbum());
    server.on(albumsApi.pictures, [buildPicture()]);
    server.on(albumsApi.pool, []);
    render();
    expect(await screen.findByRole('region', { name: 'Сова' })).toBeInTheDocument();
    expect(server.callsTo(albumsApi.open)).toHaveLength(1);
  });
});
