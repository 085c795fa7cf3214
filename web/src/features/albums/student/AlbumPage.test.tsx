import { screen, waitFor, within } from '@testing-library/react';
import { albumsApi, type StudentCrystal } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../../test/app-harness.tsx';
import { buildPicture, buildPiece, openAlbumsAs, reading, text } from './albums.test-harness.ts';

const owl = buildPicture();
const sun = buildPicture({
  id: 12,
  title: { 'ru-RU': 'Солнце', 'en-US': 'Sun', 'uk-UA': 'Сонце' },
  is_legendary: true,
});
const legendaryCrystal: StudentCrystal = {
  id: 1,
  code: 'legendary',
  title: text('Легендарный'),
  description: text('Делает пазлы легендарными'),
  image: '/art/crystals/legendary.png',
  price: 50,
  is_for_sale: true,
  count: 1,
  charge: 0,
  active_until: null,
};
const three = buildPiece(31);
const seven = buildPiece(32, { number: 7 });
const eight = buildPiece(33, { number: 8 });

function openAlbum() {
  const { server, render } = openAlbumsAs('/student/albums/5');
  server.on(albumsApi.pictures, [owl, sun]);
  server.on(albumsApi.pool, [three, seven, eight]);
  return render();
}

describe('an album', () => {
  it('puts the selected piece into the clicked slot and saves the picture', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.savePicture, {
      picture: { ...owl, slots: owl.slots.map((slot, index) => (index === 2 ? three : slot)) },
      pool: [seven, eight],
      picture_completed: false,
      album_completed: false,
      first_album_reward: null,
      balance: 10,
    });
    await user.click(await screen.findByRole('button', { name: 'Пазл № 3, штук: 1' }));
    await user.click(screen.getByRole('button', { name: 'Ячейка 3 из 10 картинки «Сова», пустая' }));
    await waitFor(() => expect(server.callsTo(albumsApi.savePicture)).toHaveLength(1));
    const [save] = server.callsTo(albumsApi.savePicture);
    expect(save?.params.pictureId).toBe('11');
    expect(save?.body).toEqual({
      subject_id: reading.id,
      slots: [null, null, 31, null, null, null, null, null, null, null],
    });
    expect(await screen.findByRole('button', { name: 'Ячейка 3 из 10 картинки «Сова»: пазл № 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Пазл № 3, штук: 1' })).not.toBeInTheDocument();
  });

  it('moves a piece with Enter alone: select it, then press Enter on a slot, and back to the pool', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.savePicture, refuse(409, 'PICTURE_ALREADY_COMPLETE'));
    const piece = await screen.findByRole('button', { name: 'Пазл № 8, штук: 1' });
    piece.focus();
    await user.keyboard('{Enter}');
    expect(piece).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Ячейка 5 из 10 картинки «Сова», пустая' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(server.callsTo(albumsApi.savePicture).map((call) => call.body)).toEqual([
        { subject_id: reading.id, slots: [null, null, null, null, 33, null, null, null, null, null] },
      ]),
    );
  });

  it('takes the piece back when the server refuses the save', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.savePicture, refuse(409, 'PICTURE_ALREADY_COMPLETE'));
    await user.click(await screen.findByRole('button', { name: 'Пазл № 7, штук: 1' }));
    await user.click(screen.getByRole('button', { name: 'Ячейка 1 из 10 картинки «Сова», пустая' }));
    await waitFor(() => expect(server.callsTo(albumsApi.savePicture)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Ячейка 1 из 10 картинки «Сова», пустая' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пазл № 7, штук: 1' })).toBeInTheDocument();
  });

  it('celebrates the assembled album and the first album reward', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.savePicture, {
      picture: { ...owl, complete: true },
      pool: [seven, eight],
      picture_completed: true,
      album_completed: true,
      first_album_reward: 100,
      balance: 110,
    });
    await user.click(await screen.findByRole('button', { name: 'Пазл № 3, штук: 1' }));
    await user.click(screen.getByRole('button', { name: 'Ячейка 10 из 10 картинки «Сова», пустая' }));
    const heading = await screen.findByRole('heading', { name: 'Ура! Альбом собран целиком!' });
    const notice = heading.closest('[role="status"]');
    expect(notice).toHaveTextContent('Первый альбом выигран! Тебе 100 лайков');
    expect(within(screen.getByRole('region', { name: 'Сова' })).getByText('Собрана!')).toBeInTheDocument();
  });

  it('keeps ordinary pieces out of a legendary picture', async () => {
    const { server, user } = openAlbum();
    await user.click(await screen.findByRole('button', { name: 'Пазл № 3, штук: 1' }));
    await user.click(screen.getByRole('button', { name: 'Ячейка 1 из 10 картинки «Солнце», пустая' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('легендарный');
    expect(server.callsTo(albumsApi.savePicture)).toHaveLength(0);
  });

  it('makes the ticked pieces legendary and explains a wrong exchange before sending it', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.makeLegendary, { puzzles: [], crystal: legendaryCrystal });
    await user.click(await screen.findByRole('checkbox', { name: 'Пазл № 3 (#31)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Пазл № 7 (#32)' }));
    await user.click(screen.getByRole('button', { name: 'Обменять на случайный' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('нужно выбрать 3');
    expect(server.callsTo(albumsApi.exchange)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Сделать легендарными' }));
    await waitFor(() =>
      expect(server.callsTo(albumsApi.makeLegendary).map((call) => call.body)).toEqual([
        { subject_id: reading.id, puzzle_student_ids: [31, 32], is_legendary: true },
      ]),
    );
  });

  it('exchanges three ticked pieces', async () => {
    const { server, user } = openAlbum();
    server.on(albumsApi.exchange, { puzzle: buildPiece(40) });
    for (const name of ['Пазл № 3 (#31)', 'Пазл № 7 (#32)', 'Пазл № 8 (#33)']) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Обменять на случайный' }));
    await waitFor(() =>
      expect(server.callsTo(albumsApi.exchange).map((call) => call.body)).toEqual([
        { subject_id: reading.id, puzzle_student_ids: [31, 32, 33] },
      ]),
    );
    expect(await screen.findByText('Обмен удался! Тебе достался пазл № 3')).toBeInTheDocument();
  });
});
