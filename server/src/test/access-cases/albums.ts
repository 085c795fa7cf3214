import type { CrystalCode } from '@umka/contracts';
import {
  buildAlbum,
  crystalId,
  giveCrystal,
  givePuzzles,
  type Owner,
  setLikes,
  withAlbumsCatalogue,
} from '../album-factories.ts';
import type { TestContext } from '../harness.ts';
import { type AccessRow, REFUSED, studentOwn } from './access-row.ts';
import type { MatrixWorld } from './matrix-world.ts';

/** Mental arithmetic: an albums subject the other rows leave alone, so each row knows what the student holds there. */
const S = 3;
/** Any student of the subject; staff have no albums. */
const students = (status: number) => ({ ...REFUSED, classStudent: status, otherStudent: status });

const ownerOf = (w: MatrixWorld): Owner => ({ studentId: w.classStudent.id, subjectId: S });
const own = (w: MatrixWorld) => `/api/students/${w.classStudent.id}`;

/** The class's student's open album in the subject, opened here when none is. */
async function openAlbumOf(t: TestContext, w: MatrixWorld) {
  const db = t.database.db;
  const open = await db
    .selectFrom('student_albums')
    .select('album_id')
    .where('student_id', '=', w.classStudent.id)
    .where('subject_id', '=', S)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  const picture = async (albumId: number) => {
    const row = await db
      .selectFrom('album_pictures')
      .select('id')
      .where('album_id', '=', albumId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const puzzles = await db
      .selectFrom('puzzles')
      .select('id')
      .where('picture_id', '=', row.id)
      .orderBy('id')
      .execute();
    return { albumId, pictureId: row.id, puzzles: puzzles.map((puzzle) => puzzle.id) };
  };
  if (open) return picture(open.album_id);
  const album = await buildAlbum(db, { subjectId: S, pictures: 1 });
  await db
    .insertInto('student_albums')
    .values({ student_id: w.classStudent.id, album_id: album.id, subject_id: S, opened_at: new Date().toISOString() })
    .execute();
  return picture(album.id);
}

/** A copy of the crystal with this charge and no effect running, whatever the student held of it before. */
async function readyCrystal(t: TestContext, w: MatrixWorld, code: CrystalCode): Promise<number> {
  const id = await crystalId(t.database.db, code);
  await t.database.db
    .deleteFrom('crystal_students')
    .where('student_id', '=', w.classStudent.id)
    .where('subject_id', '=', S)
    .execute();
  await giveCrystal(t.database.db, ownerOf(w), code, { charge: 7 });
  return id;
}

/** A student's albums, puzzles and crystals are theirs alone; the catalogue and prices are for any student. */
export const ALBUMS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/students/{id}/albums',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${own(w)}/albums?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/albums',
    target: 'own',
    call: async (t, w, actor) => {
      if (actor === 'classStudent') {
        // Whatever album the rows before left open is finished, and a new one waits to be opened.
        await t.database.db
          .updateTable('student_albums')
          .set({ completed_at: new Date().toISOString() })
          .where('student_id', '=', w.classStudent.id)
          .where('subject_id', '=', S)
          .where('completed_at', 'is', null)
          .execute();
        await buildAlbum(t.database.db, { subjectId: S, pictures: 1 });
      }
      return { method: 'POST', url: `${own(w)}/albums`, body: { subject_id: S } };
    },
    expected: studentOwn(201),
  },
  {
    route: 'GET /api/students/{id}/albums/{albumId}/pictures',
    target: 'own',
    call: async (t, w) => ({
      method: 'GET',
      url: `${own(w)}/albums/${(await openAlbumOf(t, w)).albumId}/pictures?subject_id=${S}`,
    }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/albums/{albumId}/puzzles',
    target: 'own',
    call: async (t, w) => ({
      method: 'GET',
      url: `${own(w)}/albums/${(await openAlbumOf(t, w)).albumId}/puzzles?subject_id=${S}`,
    }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/students/{id}/puzzles',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${own(w)}/puzzles?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/albums/{id}/pictures',
    target: 'any',
    call: async (t) => ({
      method: 'GET',
      url: `/api/albums/${(await buildAlbum(t.database.db, { subjectId: S, pictures: 1 })).id}/pictures`,
    }),
    expected: students(200),
  },
  {
    route: 'GET /api/puzzle-prices',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/puzzle-prices' }),
    expected: students(200),
  },
  {
    route: 'POST /api/students/{id}/puzzles',
    target: 'own',
    call: async (t, w, actor) => {
      if (actor === 'classStudent') {
        await withAlbumsCatalogue(t.database.db);
        await openAlbumOf(t, w);
        await setLikes(t, ownerOf(w), 1);
      }
      return { method: 'POST', url: `${own(w)}/puzzles`, body: { subject_id: S, is_random: true, count: 1 } };
    },
    expected: studentOwn(201),
  },
  {
    route: 'PATCH /api/students/{id}/pictures/{pictureId}',
    target: 'own',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `${own(w)}/pictures/${(await openAlbumOf(t, w)).pictureId}`,
      body: { subject_id: S, slots: Array(10).fill(null) },
    }),
    expected: studentOwn(200),
  },
  {
    route: 'PATCH /api/students/{id}/puzzles',
    target: 'own',
    call: async (t, w, actor) => {
      const album = await openAlbumOf(t, w);
      let ids = [1];
      if (actor === 'classStudent') {
        await readyCrystal(t, w, 'legendary');
        ids = await givePuzzles(t.database.db, ownerOf(w), album.puzzles.slice(0, 1));
      }
      return {
        method: 'PATCH',
        url: `${own(w)}/puzzles`,
        body: { subject_id: S, puzzle_student_ids: ids, is_legendary: true },
      };
    },
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/puzzles/exchange',
    target: 'own',
    call: async (t, w, actor) => {
      const album = await openAlbumOf(t, w);
      const ids =
        actor === 'classStudent' ? await givePuzzles(t.database.db, ownerOf(w), album.puzzles.slice(0, 3)) : [1, 2, 3];
      return { method: 'POST', url: `${own(w)}/puzzles/exchange`, body: { subject_id: S, puzzle_student_ids: ids } };
    },
    expected: studentOwn(201),
  },
  {
    route: 'GET /api/students/{id}/crystals',
    target: 'own',
    call: (_t, w) => ({ method: 'GET', url: `${own(w)}/crystals?subject_id=${S}` }),
    expected: studentOwn(200),
  },
  {
    route: 'POST /api/students/{id}/crystals/{crystalId}',
    target: 'own',
    call: async (t, w, actor) => {
      const luck = await crystalId(t.database.db, 'luck');
      if (actor === 'classStudent') await setLikes(t, ownerOf(w), 6);
      return { method: 'POST', url: `${own(w)}/crystals/${luck}`, body: { subject_id: S } };
    },
    expected: studentOwn(201),
  },
  {
    route: 'PATCH /api/students/{id}/crystals/{crystalId}',
    target: 'own',
    call: async (t, w, actor) => {
      const luck = actor === 'classStudent' ? await readyCrystal(t, w, 'luck') : await crystalId(t.database.db, 'luck');
      return { method: 'PATCH', url: `${own(w)}/crystals/${luck}`, body: { subject_id: S } };
    },
    expected: studentOwn(200),
  },
];
