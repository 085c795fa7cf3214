import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  idResultSchema,
  SPEECH_SOUNDS,
  type SpeechImage,
  speechArtUrl,
  speechImageListSchema,
  speechImageSchema,
} from '@umka/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { speechArtCards } from '../../db/seed/speech-art.ts';
import { insertSpeechImages } from '../../db/seed/speech-images.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { GIF_1PX, PNG_1PX, SAFE_SVG } from '../media/image-samples.ts';
import { freshSpeechWord, sendCard } from './speech-images.fixture.ts';
import { SPEECH_UPLOAD_FOLDER } from './speech-images.mapper.ts';

describeEachDatabase('the picture cards of the speech games', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    [admin, teacher, student] = await Promise.all([
      t.factories.buildAdmin(),
      t.factories.buildTeacher(),
      t.factories.buildStudent({ subjects: [2] }),
    ]);
    // The repo's cards first, as a start gives them; the words the tests add are ones no card holds.
    await insertSpeechImages(t.database.db, new Date().toISOString());
  });

  const list = async (query: string, token = student.token) =>
    dataOf(await t.api('GET', `/api/speech-images?${query}`, { token }), speechImageListSchema).images;
  const storedPictures = async () => {
    try {
      return (await readdir(join(t.storageDir, SPEECH_UPLOAD_FOLDER))).filter((name) => !name.startsWith('.')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };
  const countCards = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('speech_images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const addArtCard = async (body: Record<string, unknown>) => {
    const response = await sendCard(t, admin.token, body);
    expect(response.status, response.raw).toBe(201);
    return dataOf(response, speechImageSchema);
  };

  describe('for players', () => {
    it('lists a language’s cards of one sound, each with a repo picture, to any signed-in user', async () => {
      const rCards = await list('locale=ru-RU&sound=r');
      const fromTeacher = await list('locale=ru-RU&sound=r', teacher.token);

      expect(rCards.map((card) => card.word)).toEqual(
        speechArtCards('ru-RU')
          .filter((card) => card.sound === 'r')
          .map((card) => card.word),
      );
      expect(rCards).toContainEqual(
        expect.objectContaining({ locale: 'ru-RU', sound: 'r', word: 'рыба', image_url: speechArtUrl('fish') }),
      );
      expect(fromTeacher).toEqual(rCards);
      const anonymous = await t.api('GET', '/api/speech-images?locale=ru-RU&sound=r');
      expect(anonymous.status).toBe(401);
    });

    it('lists every sound of a language in the order Р, Л, Ш, С when no sound is asked for', async () => {
      const cards = await list('locale=en-US');

      const sounds = cards.map((card) => card.sound);
      expect(new Set(sounds)).toEqual(new Set(SPEECH_SOUNDS));
      expect(sounds).toEqual([...sounds].sort((a, b) => SPEECH_SOUNDS.indexOf(a) - SPEECH_SOUNDS.indexOf(b)));
      expect(cards.every((card) => card.locale === 'en-US')).toBe(true);
      expect(cards.find((card) => card.word === 'ship')).toMatchObject({
        sound: 'sh',
        image_url: '/speech-art/ship.svg',
      });
    });

    it('refuses a sound or a language it does not know', async () => {
      const sound = await t.api('GET', '/api/speech-images?locale=ru-RU&sound=zh', { token: student.token });
      const locale = await t.api('GET', '/api/speech-images?locale=de-DE', { token: student.token });

      expect(sound.status).toBe(422);
      expect(errorOf(sound).fields).toEqual([expect.objectContaining({ field: 'sound', code: 'FIELD_INVALID' })]);
      expect(locale.status).toBe(422);
    });

    it('deals a game the cards of one language and sound, as the game service asks for them', async () => {
      const dealt = await t.services.speechImages.listForGame('uk-UA', 'sh');

      expect(dealt.length).toBeGreaterThanOrEqual(10);
      expect(dealt).toContainEqual({ id: expect.any(Number), word: 'шапка', image_url: '/speech-art/hat.svg' });
      expect(dealt.map((card) => card.word)).toEqual((await list('locale=uk-UA&sound=sh')).map((card) => card.word));
    });
  });

  describe('the seed', () => {
    it('gives a language its cards once, and a card an admin deleted stays deleted', async () => {
      const before = await countCards();
      const [rose] = (await list('locale=ru-RU&sound=r')).filter((card) => card.word === 'роза');
      expect(rose).toBeDefined();

      const removed = await t.api('DELETE', `/api/admin/speech-images/${rose?.id}`, { token: admin.token });
      await insertSpeechImages(t.database.db, new Date().toISOString());
      await insertSpeechImages(t.database.db, new Date().toISOString());

      expect(dataOf(removed, idResultSchema)).toEqual({ id: rose?.id });
      expect(await countCards()).toBe(before - 1);
      expect((await list('locale=ru-RU&sound=r')).map((card) => card.word)).not.toContain('роза');
    });

    it('gives a language whose every card was deleted the repo’s cards again', async () => {
      await t.database.db.deleteFrom('speech_images').where('locale', '=', 'uk-UA').execute();

      await insertSpeechImages(t.database.db, new Date().toISOString());

      expect((await list('locale=uk-UA')).length).toBe(speechArtCards('uk-UA').length);
    });
  });

  describe('for admins', () => {
    it('adds a card with a repo picture, its word trimmed and in small letters, at the end of its sound', async () => {
      const word = freshSpeechWord();

      const card = await addArtCard({
        locale: 'en-US',
        sound: 'r',
        word: `  ${word.toUpperCase()}  `,
        art_key: 'rocket',
      });

      expect(card).toEqual({
        id: expect.any(Number),
        locale: 'en-US',
        sound: 'r',
        word,
        image_url: '/speech-art/rocket.svg',
      });
      expect((await list('locale=en-US&sound=r')).at(-1)).toEqual(card);
    });

    it('adds a card with an uploaded picture, serves it under /media and deletes it with the card', async () => {
      const before = await storedPictures();

      const response = await sendCard(t, admin.token, { locale: 'ru-RU', sound: 'l', word: 'лото' }, PNG_1PX);
      const card = dataOf(response, speechImageSchema);
      const served = await t.app.inject({ method: 'GET', url: card.image_url });
      const after = await storedPictures();
      await t.api('DELETE', `/api/admin/speech-images/${card.id}`, { token: admin.token });

      expect(response.status).toBe(201);
      expect(card.image_url).toMatch(/^\/media\/[a-z0-9-]+\.png$/);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(after).toHaveLength(before.length + 1);
      expect(await storedPictures()).toEqual(before);
    });

    it('keeps a JPEG photo as a WebP without its metadata, and an SVG as the WebP it draws', async () => {
      const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } })
        .withExif({ IFD0: { Artist: 'Secret Camera Owner' } })
        .jpeg()
        .toBuffer();

      const photo = dataOf(
        await sendCard(t, admin.token, { locale: 'en-US', sound: 's', word: freshSpeechWord() }, jpeg),
        speechImageSchema,
      );
      const drawing = dataOf(
        await sendCard(t, admin.token, { locale: 'en-US', sound: 's', word: freshSpeechWord() }, Buffer.from(SAFE_SVG)),
        speechImageSchema,
      );
      const stored = await t.app.inject({ method: 'GET', url: photo.image_url });
      const meta = await sharp(stored.rawPayload).metadata();

      expect(photo.image_url).toMatch(/\.webp$/);
      expect(drawing.image_url).toMatch(/\.webp$/);
      expect(meta).toMatchObject({ format: 'webp', width: 640, height: 427 });
      expect(meta.exif).toBeUndefined();
    });

    it('refuses a file that is not a picture by its bytes, whatever its name, and keeps nothing of it', async () => {
      const before = { files: await storedPictures(), cards: await countCards() };

      const gif = await sendCard(t, admin.token, { locale: 'ru-RU', sound: 's', word: freshSpeechWord() }, GIF_1PX);
      const text = await sendCard(
        t,
        admin.token,
        { locale: 'ru-RU', sound: 's', word: freshSpeechWord() },
        Buffer.from('\x89PNG not really a picture'),
      );

      for (const refused of [gif, text]) {
        expect(refused.status).toBe(415);
        expect(errorOf(refused).code).toBe('SPEECH_IMAGE_TYPE_NOT_ALLOWED');
      }
      expect({ files: await storedPictures(), cards: await countCards() }).toEqual(before);
    });

    it('refuses a word the language already has for the sound, also with an upload, and keeps no file', async () => {
      const before = await storedPictures();

      const art = await sendCard(t, admin.token, { locale: 'ru-RU', sound: 'sh', word: 'Шапка', art_key: 'hat' });
      const upload = await sendCard(t, admin.token, { locale: 'ru-RU', sound: 'sh', word: 'шапка' }, PNG_1PX);
      const otherSound = await sendCard(t, admin.token, { locale: 'ru-RU', sound: 's', word: 'шапка', art_key: 'hat' });

      for (const refused of [art, upload]) {
        expect(refused.status).toBe(409);
        expect(errorOf(refused).code).toBe('SPEECH_IMAGE_TAKEN');
        expect(errorOf(refused).fields).toEqual([
          expect.objectContaining({ field: 'word', code: 'SPEECH_IMAGE_TAKEN' }),
        ]);
      }
      expect(otherSound.status).toBe(201);
      expect(await storedPictures()).toEqual(before);
    });

    it('says which field is wrong: an empty word, letters mixed with digits, an unknown sound or picture, no picture', async () => {
      const cases = [
        [{ locale: 'ru-RU', sound: 'r', word: '   ', art_key: 'fish' }, 'word', 'FIELD_REQUIRED'],
        [{ locale: 'ru-RU', sound: 'r', word: 'рыба2', art_key: 'fish' }, 'word', 'SPEECH_WORD_LETTERS'],
        [{ locale: 'ru-RU', sound: 'zh', word: 'жук', art_key: 'fish' }, 'sound', 'FIELD_INVALID'],
        [{ locale: 'ru-RU', sound: 'r', word: 'рысь', art_key: 'lynx' }, 'art_key', 'FIELD_INVALID'],
        [{ locale: 'ru-RU', sound: 'r', word: 'рысь' }, 'picture', 'SPEECH_IMAGE_PICTURE_REQUIRED'],
      ] as const;

      for (const [body, field, code] of cases) {
        const refused = await sendCard(t, admin.token, body);
        expect(refused.status, code).toBe(422);
        expect(errorOf(refused).fields).toEqual([expect.objectContaining({ field, code })]);
      }
      const both = await sendCard(
        t,
        admin.token,
        { locale: 'ru-RU', sound: 'r', word: 'рысь', art_key: 'fish' },
        PNG_1PX,
      );
      const notJson = await sendCard(t, admin.token, '{"locale":');
      expect(errorOf(both).fields).toEqual([expect.objectContaining({ field: 'file', code: 'FIELD_INVALID' })]);
      expect(errorOf(notJson).fields).toEqual([expect.objectContaining({ field: 'data', code: 'FIELD_INVALID' })]);
    });

    it('renames a card, moves it to another sound, and refuses a word the new sound already has', async () => {
      const card = await addArtCard({ locale: 'uk-UA', sound: 'l', word: freshSpeechWord(), art_key: 'lamp' });
      const word = freshSpeechWord();

      const renamed = await t.api('PATCH', `/api/admin/speech-images/${card.id}`, {
        token: admin.token,
        body: { word: ` ${word.toUpperCase()} ` },
      });
      const moved = await t.api('PATCH', `/api/admin/speech-images/${card.id}`, {
        token: admin.token,
        body: { sound: 's' },
      });
      const taken = await t.api('PATCH', `/api/admin/speech-images/${card.id}`, {
        token: admin.token,
        body: { word: 'сова' },
      });
      const missing = await t.api('PATCH', '/api/admin/speech-images/999999', { token: admin.token, body: { word } });

      expect(dataOf(renamed, speechImageSchema)).toMatchObject({ word, sound: 'l', image_url: '/speech-art/lamp.svg' });
      expect(dataOf(moved, speechImageSchema)).toMatchObject({ word, sound: 's' });
      expect((await list('locale=uk-UA&sound=s')).at(-1)?.id).toBe(card.id);
      expect(taken.status).toBe(409);
      expect(errorOf(taken).code).toBe('SPEECH_IMAGE_TAKEN');
      expect(missing.status).toBe(404);
    });

    it('lets only admins add, change or delete cards', async () => {
      const card: SpeechImage = await addArtCard({
        locale: 'en-US',
        sound: 'l',
        word: freshSpeechWord(),
        art_key: 'lion',
      });

      for (const user of [teacher, student]) {
        const added = await sendCard(t, user.token, {
          locale: 'en-US',
          sound: 'l',
          word: freshSpeechWord(),
          art_key: 'lion',
        });
        const changed = await t.api('PATCH', `/api/admin/speech-images/${card.id}`, {
          token: user.token,
          body: { word: freshSpeechWord() },
        });
        const deleted = await t.api('DELETE', `/api/admin/speech-images/${card.id}`, { token: user.token });
        expect([added.status, changed.status, deleted.status]).toEqual([403, 403, 403]);
      }
      const gone = await t.api('DELETE', '/api/admin/speech-images/999999', { token: admin.token });
      expect(gone.status).toBe(404);
      expect((await list('locale=en-US&sound=l')).map((item) => item.id)).toContain(card.id);
    });
  });
});
