import type {
  AlbumSummary,
  CataloguePicture,
  OwnedPuzzle,
  PuzzlePrices,
  StudentAlbums,
  StudentPicture,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import { toAlbumSummary, toCataloguePicture, toOwnedPuzzle, toPuzzlePrices } from './albums.mapper.ts';
import { groupBy, studentPictures } from './albums.reader.ts';
import {
  type AlbumRow,
  completedPictureIds,
  findAlbum,
  findOpenAlbum,
  findStudentAlbum,
  insertStudentAlbum,
  listAlbums,
  listPicturePuzzles,
  listPictures,
  listStudentAlbums,
} from './albums.repo.ts';
import { enterAlbums, enterOwnAlbums } from './albums-access.ts';
import { listPieces, listPuzzlePrices } from './puzzles.repo.ts';

export interface AlbumsService {
  list(actor: AuthUser, studentId: number, subjectId: number): Promise<StudentAlbums>;
  open(actor: AuthUser, studentId: number, subjectId: number): Promise<AlbumSummary>;
  pictures(actor: AuthUser, studentId: number, albumId: number, subjectId: number): Promise<StudentPicture[]>;
  pool(actor: AuthUser, studentId: number, albumId: number, subjectId: number): Promise<OwnedPuzzle[]>;
  puzzles(actor: AuthUser, studentId: number, subjectId: number): Promise<OwnedPuzzle[]>;
  catalogue(actor: AuthUser, albumId: number): Promise<CataloguePicture[]>;
  prices(): Promise<PuzzlePrices>;
}

/** Every album of the subject as the student stands in it, in their order. */
async function summaries(db: Kysely<DB>, studentId: number, subjectId: number): Promise<AlbumSummary[]> {
  const albums = await listAlbums(db, subjectId, studentId);
  const [opened, pictures] = await Promise.all([
    listStudentAlbums(db, studentId, subjectId),
    listPictures(
      db,
      albums.map((album) => album.id),
    ),
  ]);
  const done = await completedPictureIds(
    db,
    studentId,
    pictures.map((picture) => picture.id),
  );
  const byAlbum = groupBy(pictures, (picture) => picture.album_id);
  const state = new Map(opened.map((row) => [row.album_id, row.completed_at === null ? 'open' : 'complete'] as const));
  return albums.map((album) => {
    const own = byAlbum.get(album.id) ?? [];
    const complete = own.filter((picture) => done.has(picture.id)).length;
    return toAlbumSummary(album, own, complete, state.get(album.id) ?? 'new');
  });
}

/** An album the student may look into: NOT_FOUND for another subject's, or a removed one they never opened. */
async function albumOfSubject(
  db: Kysely<DB>,
  studentId: number,
  albumId: number,
  subjectId: number,
): Promise<AlbumRow> {
  const album = await findAlbum(db, albumId);
  if (!album || album.subject_id !== subjectId) throw new AppError('NOT_FOUND');
  if (album.deleted_at !== null && !(await findStudentAlbum(db, studentId, albumId))) throw new AppError('NOT_FOUND');
  return album;
}

export function createAlbumsService(deps: {
  database: Database;
  clock: Clock;
  balances: Pick<LikesPort, 'holdBalances'>;
}): AlbumsService {
  const { database } = deps;
  const { db } = database;

  return {
    async list(actor, studentId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      const [albums, collecting] = await Promise.all([
        summaries(db, studentId, subjectId),
        findOpenAlbum(db, studentId, subjectId),
      ]);
      return { albums, can_open: !collecting && albums.some((album) => album.status === 'new') };
    },

    /** Opens the next album by position; the balance row is held so that two opening at once wait for each other. */
    async open(actor, studentId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      const albumId = await database.transaction(async (trx) => {
        await deps.balances.holdBalances(trx, studentId, [subjectId]);
        const [albums, opened] = await Promise.all([
          listAlbums(trx, subjectId, studentId),
          listStudentAlbums(trx, studentId, subjectId),
        ]);
        // A removed album left unfinished does not hold the student back: packs no longer draw from it.
        const openIds = new Set(opened.filter((row) => row.completed_at === null).map((row) => row.album_id));
        if (albums.some((album) => album.deleted_at === null && openIds.has(album.id))) {
          throw new AppError('ALBUM_STILL_OPEN');
        }
        const seen = new Set(opened.map((row) => row.album_id));
        const next = albums.find((album) => !seen.has(album.id));
        if (!next) throw new AppError('NO_ALBUM_LEFT');
        await insertStudentAlbum(trx, {
          student_id: studentId,
          album_id: next.id,
          subject_id: subjectId,
          opened_at: deps.clock().toISOString(),
        });
        return next.id;
      });
      const summary = (await summaries(db, studentId, subjectId)).find((album) => album.id === albumId);
      if (!summary) throw new AppError('NOT_FOUND');
      return summary;
    },

    async pictures(actor, studentId, albumId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      await albumOfSubject(db, studentId, albumId, subjectId);
      if (!(await findStudentAlbum(db, studentId, albumId))) throw new AppError('NOT_FOUND');
      return studentPictures(db, { studentId, subjectId }, await listPictures(db, [albumId]));
    },

    async pool(actor, studentId, albumId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      await albumOfSubject(db, studentId, albumId, subjectId);
      return (await listPieces(db, { studentId, subjectId, albumId, poolOnly: true })).map(toOwnedPuzzle);
    },

    async puzzles(actor, studentId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      return (await listPieces(db, { studentId, subjectId, poolOnly: true })).map(toOwnedPuzzle);
    },

    async catalogue(actor, albumId) {
      const album = await findAlbum(db, albumId);
      if (!album) throw new AppError('NOT_FOUND');
      await enterAlbums(db, actor, album.subject_id);
      if (album.deleted_at !== null && !(await findStudentAlbum(db, actor.id, albumId)))
        throw new AppError('NOT_FOUND');
      const pictures = await listPictures(db, [album.id]);
      const puzzles = groupBy(
        await listPicturePuzzles(
          db,
          pictures.map((picture) => picture.id),
        ),
        (puzzle) => puzzle.picture_id,
      );
      return pictures.map((picture) => toCataloguePicture(picture, puzzles.get(picture.id) ?? []));
    },

    async prices() {
      return toPuzzlePrices(await listPuzzlePrices(db));
    },
  };
}
