import type {
  AdminAlbum,
  AdminCrystal,
  AdminPicture,
  AlbumBody,
  AlbumPatch,
  CrystalCode,
  CrystalPatch,
  PictureBody,
  PicturePatch,
  PuzzlePrices,
  PuzzlePricesBody,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { titleColumns, titleOf } from '../../lib/localized-columns.ts';
import type { Storage } from '../../lib/storage.ts';
import { checkImage } from '../media/image-check.ts';
import { subjectsPort } from '../subjects/subjects.port.ts';
import { assertAlbumsSubject } from './albums-access.ts';
import {
  type AdminAlbumRow,
  type AdminCrystalRow,
  type AdminPictureRow,
  countOwnedPieces,
  deleteUnownedPicture,
  findAdminAlbum,
  findAdminCrystal,
  findAdminPicture,
  insertAlbum,
  insertPicture,
  insertPuzzles,
  listAdminAlbums,
  listAdminCrystals,
  listAdminPictures,
  listAdminPuzzles,
  listPrices,
  nextPicturePosition,
  replacePrices,
  updateAlbum,
  updateCrystal,
  updatePicture,
  updatePuzzleImage,
} from './albums-admin.repo.ts';
import { type CutPicture, cutPicture, removeCutPicture } from './picture-cutter.ts';

export interface AlbumsAdminService {
  list(subjectId: number): Promise<AdminAlbum[]>;
  create(body: AlbumBody): Promise<AdminAlbum>;
  update(id: number, patch: AlbumPatch): Promise<AdminAlbum>;
  /** Hides the album from the students who have not opened it; what students hold of it stays theirs. */
  remove(id: number): Promise<{ id: number }>;
  addPicture(albumId: number, body: PictureBody, file: Buffer): Promise<AdminPicture>;
  updatePicture(id: number, patch: PicturePatch): Promise<AdminPicture>;
  /** Cuts a new image into the same ten puzzles: ids and numbers stay, so the pieces students hold stay valid. */
  replaceImage(id: number, file: Buffer): Promise<AdminPicture>;
  removePicture(id: number): Promise<{ id: number }>;
  crystals(): Promise<AdminCrystal[]>;
  updateCrystal(id: number, patch: CrystalPatch): Promise<AdminCrystal>;
  prices(): Promise<PuzzlePrices>;
  replacePrices(body: PuzzlePricesBody): Promise<PuzzlePrices>;
}

function toCrystal(row: AdminCrystalRow): AdminCrystal {
  return {
    id: row.id,
    code: row.code as CrystalCode,
    title: titleOf(row),
    description: { 'ru-RU': row.description_ru, 'en-US': row.description_en, 'uk-UA': row.description_uk },
    image: row.image,
    price: row.price,
    is_for_sale: Boolean(row.is_for_sale),
    position: row.position,
  };
}

export function createAlbumsAdminService(deps: {
  database: Database;
  clock: Clock;
  storage: Storage;
}): AlbumsAdminService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function assertSubject(subjectId: number): Promise<void> {
    const subject = await subjectsPort.findSubject(db, subjectId);
    // An unknown subject has no albums either: the admin gets the same answer as for a subject without them.
    if (!subject) throw new AppError('ALBUMS_NOT_IN_SUBJECT');
    assertAlbumsSubject(subject);
  }

  async function picturesOf(rows: readonly AdminPictureRow[]): Promise<AdminPicture[]> {
    const ids = rows.map((row) => row.id);
    const [puzzles, owned] = await Promise.all([listAdminPuzzles(db, ids), countOwnedPieces(db, ids)]);
    const pieces = new Map(owned.map((row) => [row.picture_id, row.pieces]));
    return rows.map((row) => ({
      id: row.id,
      album_id: row.album_id,
      title: titleOf(row),
      image: row.image,
      is_legendary: Boolean(row.is_legendary),
      position: row.position,
      puzzles: puzzles
        .filter((puzzle) => puzzle.picture_id === row.id)
        .map(({ id, number, image }) => ({ id, number, image })),
      owned_pieces: pieces.get(row.id) ?? 0,
    }));
  }

  async function albumsOf(rows: readonly AdminAlbumRow[]): Promise<AdminAlbum[]> {
    const pictures = await picturesOf(
      await listAdminPictures(
        db,
        rows.map((row) => row.id),
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      subject_id: row.subject_id,
      title: titleOf(row),
      position: row.position,
      reward_likes: row.reward_likes,
      pictures: pictures.filter((picture) => picture.album_id === row.id),
    }));
  }

  async function loadAlbum(id: number): Promise<AdminAlbum> {
    const row = await findAdminAlbum(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [album] = await albumsOf([row]);
    if (!album) throw new AppError('NOT_FOUND');
    return album;
  }

  async function loadPicture(id: number): Promise<AdminPicture> {
    const row = await findAdminPicture(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [picture] = await picturesOf([row]);
    if (!picture) throw new AppError('NOT_FOUND');
    return picture;
  }

  /** Checks the upload by its bytes (an SVG is drawn first) and cuts it; the files are stored before any row is written. */
  async function cut(file: Buffer): Promise<CutPicture> {
    const checked = await checkImage(file);
    if (!checked.ok) throw new AppError(checked.code);
    return cutPicture(deps.storage, checked.bytes);
  }

  /** Runs the write that names a freshly cut picture; should it fail, the picture's files go with it. */
  async function naming<T>(picture: CutPicture, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await removeCutPicture(deps.storage, picture);
      throw error;
    }
  }

  async function readPrices(): Promise<PuzzlePrices> {
    const rows = await listPrices(db);
    return {
      random: rows.filter((row) => row.kind === 'random').map(({ size, price }) => ({ size, price })),
      chosen: rows.find((row) => row.kind === 'chosen')?.price ?? 0,
    };
  }

  return {
    async list(subjectId) {
      await assertSubject(subjectId);
      return albumsOf(await listAdminAlbums(db, subjectId));
    },

    async create(body) {
      await assertSubject(body.subject_id);
      const at = now();
      const id = await insertAlbum(db, {
        subject_id: body.subject_id,
        ...titleColumns(body.title),
        position: body.position,
        reward_likes: body.reward_likes,
        created_at: at,
        updated_at: at,
      });
      return loadAlbum(id);
    },

    async update(id, patch) {
      const values = {
        ...(patch.title ? titleColumns(patch.title) : {}),
        ...(patch.position !== undefined ? { position: patch.position } : {}),
        ...(patch.reward_likes !== undefined ? { reward_likes: patch.reward_likes } : {}),
        updated_at: now(),
      };
      if (!(await updateAlbum(db, id, values))) throw new AppError('NOT_FOUND');
      return loadAlbum(id);
    },

    async remove(id) {
      const at = now();
      if (!(await updateAlbum(db, id, { deleted_at: at, updated_at: at }))) throw new AppError('NOT_FOUND');
      return { id };
    },

    async addPicture(albumId, body, file) {
      if (!(await findAdminAlbum(db, albumId))) throw new AppError('NOT_FOUND');
      const picture = await cut(file);
      const { image, pieces } = picture;
      const at = now();
      const id = await naming(picture, () =>
        database.transaction(async (trx) => {
          const pictureId = await insertPicture(trx, {
            album_id: albumId,
            ...titleColumns(body.title),
            image,
            is_legendary: body.is_legendary,
            position: body.position ?? (await nextPicturePosition(trx, albumId)),
            created_at: at,
            updated_at: at,
          });
          await insertPuzzles(
            trx,
            pieces.map((piece, index) => ({
              picture_id: pictureId,
              number: index + 1,
              image: piece,
              created_at: at,
              updated_at: at,
            })),
          );
          return pictureId;
        }),
      );
      return loadPicture(id);
    },

    async updatePicture(id, patch) {
      if (!(await findAdminPicture(db, id))) throw new AppError('NOT_FOUND');
      const values = {
        ...(patch.title ? titleColumns(patch.title) : {}),
        ...(patch.is_legendary !== undefined ? { is_legendary: patch.is_legendary } : {}),
        ...(patch.position !== undefined ? { position: patch.position } : {}),
        updated_at: now(),
      };
      if (!(await updatePicture(db, id, values))) throw new AppError('NOT_FOUND');
      return loadPicture(id);
    },

    async replaceImage(id, file) {
      if (!(await findAdminPicture(db, id))) throw new AppError('NOT_FOUND');
      const picture = await cut(file);
      const { image, pieces } = picture;
      const at = now();
      await naming(picture, () =>
        database.transaction(async (trx) => {
          if (!(await updatePicture(trx, id, { image, updated_at: at }))) throw new AppError('NOT_FOUND');
          for (const [index, piece] of pieces.entries()) {
            if (!(await updatePuzzleImage(trx, id, index + 1, piece, at))) throw new AppError('NOT_FOUND');
          }
        }),
      );
      return loadPicture(id);
    },

    async removePicture(id) {
      if (!(await findAdminPicture(db, id))) throw new AppError('NOT_FOUND');
      if (!(await deleteUnownedPicture(db, id))) {
        throw new AppError((await findAdminPicture(db, id)) ? 'PICTURE_HAS_OWNERS' : 'NOT_FOUND');
      }
      return { id };
    },

    async crystals() {
      return (await listAdminCrystals(db)).map(toCrystal);
    },

    async updateCrystal(id, patch) {
      const values = {
        ...(patch.title ? titleColumns(patch.title) : {}),
        ...(patch.description
          ? {
              description_ru: patch.description['ru-RU'],
              description_en: patch.description['en-US'],
              description_uk: patch.description['uk-UA'],
            }
          : {}),
        ...(patch.image !== undefined ? { image: patch.image } : {}),
        ...(patch.price !== undefined ? { price: patch.price } : {}),
        ...(patch.is_for_sale !== undefined ? { is_for_sale: patch.is_for_sale } : {}),
        updated_at: now(),
      };
      if (!(await updateCrystal(db, id, values))) throw new AppError('NOT_FOUND');
      const row = await findAdminCrystal(db, id);
      if (!row) throw new AppError('NOT_FOUND');
      return toCrystal(row);
    },

    prices: readPrices,

    async replacePrices(body) {
      const at = now();
      await database.transaction((trx) =>
        replacePrices(
          trx,
          [
            ...body.random.map((pack) => ({ kind: 'random', size: pack.size, price: pack.price })),
            { kind: 'chosen', size: 1, price: body.chosen },
          ],
          at,
        ),
      );
      return readPrices();
    },
  };
}
