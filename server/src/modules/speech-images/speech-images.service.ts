import {
  type Locale,
  SPEECH_SOUNDS,
  type SpeechImage,
  type SpeechImageBody,
  type SpeechImageList,
  type SpeechImageListQuery,
  type SpeechImagePatch,
  type SpeechSound,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Storage } from '../../lib/storage.ts';
import { imageUrlOf, SPEECH_UPLOAD_FOLDER, toSpeechImage } from './speech-images.mapper.ts';
import { speechPicture } from './speech-images.picture.ts';
import { assertMayManageSpeechImages } from './speech-images.policy.ts';
import {
  deleteSpeechImage,
  findSpeechImage,
  insertSpeechImage,
  listSpeechImages,
  nextSpeechImagePosition,
  type SpeechImageRow,
  updateSpeechImage,
} from './speech-images.repo.ts';

/** A card as a speech game deals it. */
export interface SpeechGameCard {
  id: number;
  word: string;
  image_url: string;
}

export interface SpeechImagesService {
  list(query: SpeechImageListQuery): Promise<SpeechImageList>;
  /** A language's cards of one sound, for dealing a game's field. */
  listForGame(locale: Locale, sound: SpeechSound): Promise<SpeechGameCard[]>;
  /** A new card with a repo picture (`body.art_key`) or an uploaded one (`file`): exactly one of the two. */
  create(actor: AuthUser, body: SpeechImageBody, file: Buffer | undefined): Promise<SpeechImage>;
  update(actor: AuthUser, id: number, patch: SpeechImagePatch): Promise<SpeechImage>;
  /** Deletes the card, and its uploaded picture with it: no other card shows that file. */
  remove(actor: AuthUser, id: number): Promise<{ id: number }>;
}

const soundOrder = (row: SpeechImageRow) => SPEECH_SOUNDS.indexOf(row.sound as SpeechSound);

export function createSpeechImagesService(deps: {
  database: Database;
  clock: Clock;
  storage: Storage;
}): SpeechImagesService {
  const { db } = deps.database;

  async function load(id: number): Promise<SpeechImage> {
    const row = await findSpeechImage(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toSpeechImage(row);
  }

  function taken(error: unknown): never {
    if (isUniqueViolation(error)) {
      throw new AppError('SPEECH_IMAGE_TAKEN', { fields: [fieldError('word', 'SPEECH_IMAGE_TAKEN')], cause: error });
    }
    throw error;
  }

  /** Checks an upload by its bytes and stores it; answers the stored file's name. */
  async function store(file: Buffer): Promise<string> {
    const picture = await speechPicture(file);
    return deps.storage.write(SPEECH_UPLOAD_FOLDER, picture.extension, picture.bytes);
  }

  return {
    async list(query) {
      const rows = await listSpeechImages(db, query.locale, query.sound);
      // The sounds in the order a speech therapist names them (Р, Л, Ш, С), each sound's cards in their own order.
      const ordered = query.sound === undefined ? rows.toSorted((a, b) => soundOrder(a) - soundOrder(b)) : rows;
      return { images: ordered.map(toSpeechImage) };
    },

    async listForGame(locale, sound) {
      const rows = await listSpeechImages(db, locale, sound);
      return rows.map((row) => ({ id: row.id, word: row.word, image_url: imageUrlOf(row) }));
    },

    async create(actor, body, file) {
      assertMayManageSpeechImages(actor);
      if (body.art_key === undefined && file === undefined)
        throw invalidField('picture', 'SPEECH_IMAGE_PICTURE_REQUIRED');
      if (body.art_key !== undefined && file !== undefined) throw invalidField('file', 'FIELD_INVALID');
      const imageName = file === undefined ? null : await store(file);
      const now = deps.clock().toISOString();
      let id: number;
      try {
        id = await insertSpeechImage(db, {
          locale: body.locale,
          sound: body.sound,
          word: body.word,
          art_key: body.art_key ?? null,
          image_name: imageName,
          position: await nextSpeechImagePosition(db, body.locale, body.sound),
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        // The card was not written: its picture would be a file no card shows.
        if (imageName) await deps.storage.remove(SPEECH_UPLOAD_FOLDER, imageName);
        return taken(error);
      }
      return load(id);
    },

    async update(actor, id, patch) {
      assertMayManageSpeechImages(actor);
      const current = await findSpeechImage(db, id);
      if (!current) throw new AppError('NOT_FOUND');
      const moves = patch.sound !== undefined && patch.sound !== current.sound;
      const values = {
        ...(patch.word !== undefined ? { word: patch.word } : {}),
        // A card moved to another sound goes to the end of that sound's cards.
        ...(moves && patch.sound
          ? { sound: patch.sound, position: await nextSpeechImagePosition(db, current.locale as Locale, patch.sound) }
          : {}),
        updated_at: deps.clock().toISOString(),
      };
      const updated = await updateSpeechImage(db, id, values).catch(taken);
      if (!updated) throw new AppError('NOT_FOUND');
      return load(id);
    },

    async remove(actor, id) {
      assertMayManageSpeechImages(actor);
      const removed = await deleteSpeechImage(db, id);
      if (!removed) throw new AppError('NOT_FOUND');
      if (removed.image_name) await deps.storage.remove(SPEECH_UPLOAD_FOLDER, removed.image_name);
      return { id };
    },
  };
}
