import {
  albumSummarySchema,
  cataloguePictureSchema,
  type ErrorCode,
  ownedPuzzleSchema,
  pictureSavedSchema,
  puzzlePricesSchema,
  studentAlbumsSchema,
  studentPictureSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import {
  buildAlbum,
  buildAlbumsSubject,
  collector,
  conservation,
  givePuzzles,
  openAlbum,
  withAlbumsCatalogue,
} from '../../test/album-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

type Student = TestUser & { studentId: number; subjectId: number };

/** Albums, pictures and their slots (docs/ALBUMS.md "Albums and pictures"). */
describeEachDatabase('albums and pictures', (t) => {
  beforeAll(async () => {
    await withAlbumsCatalogue(t.database.db);
  });

  const expectRefused = (response: ApiResponse, code: ErrorCode) => {
    expect(response.status, response.raw).toBeGreaterThanOrEqual(400);
    expect(errorOf(response).code).toBe(code);
  };
  const list = (s: Student) =>
    t.api('GET', `/api/students/${s.id}/albums?subject_id=${s.subjectId}`, { token: s.token });
  const pictures = (s: Student, albumId: number) =>
    t.api('GET', `/api/students/${s.id}/albums/${albumId}/pictures?subject_id=${s.subjectId}`, { token: s.token });
  const pool = (s: Student, albumId: number) =>
    t.api('GET', `/api/students/${s.id}/albums/${albumId}/puzzles?subject_id=${s.subjectId}`, { token: s.token });
  const save = (s: Student, pictureId: number, slots: (number | null)[]) =>
    t.api('PATCH', `/api/students/${s.id}/pictures/${pictureId}`, {
      token: s.token,
      body: { subject_id: s.subjectId, slots },
    });
  const slotRows = (s: Student) =>
    t.database.db
      .selectFrom('puzzle_students')
      .select(['id', 'slot_picture_id', 'slot_number'])
      .where('student_id', '=', s.id)
      .orderBy('id')
      .execute();

  it('lists the albums by position with their covers, and opens them one after another', async () => {
    const s = await collector(t, { open: false, albums: [{ position: 2, pictures: 3 }, { position: 1 }] });
    await buildAlbum(t.database.db, { subjectId: s.subjectId, position: 3, deleted: true });
    const [second, first] = s.albums as [(typeof s.albums)[0], (typeof s.albums)[0]];

    const before = dataOf(await list(s), studentAlbumsSchema);
    expect(before.can_open).toBe(true);
    expect(before.albums.map((album) => [album.id, album.status, album.pictures_total])).toEqual([
      [first.id, 'new', 2],
      [second.id, 'new', 3],
    ]);
    expect(before.albums[0]?.cover).toBe(first.pictures[0]?.image);

    const opened = await openAlbum(t, s);
    expect(opened).toMatchObject({ id: first.id, status: 'open', pictures_complete: 0 });
    const during = dataOf(await list(s), studentAlbumsSchema);
    expect(during.can_open).toBe(false);
    const again = await t.api('POST', `/api/students/${s.id}/albums`, {
      token: s.token,
      body: { subject_id: s.subjectId },
    });
    expectRefused(again, 'ALBUM_STILL_OPEN');
  });

  it('refuses to open an album when none is left, and answers NOT_FOUND for an album not opened', async () => {
    const s = await collector(t, { open: false, albums: [{ pictures: 1 }] });
    const [album] = s.albums;
    if (!album) throw new Error('no album');
    expectRefused(await pictures(s, album.id), 'NOT_FOUND');
    const opened = await openAlbum(t, s);
    expect(albumSummarySchema.parse(opened).status).toBe('open');
    await t.database.db
      .updateTable('student_albums')
      .set({ completed_at: new Date().toISOString() })
      .where('student_id', '=', s.id)
      .execute();
    const none = await t.api('POST', `/api/students/${s.id}/albums`, {
      token: s.token,
      body: { subject_id: s.subjectId },
    });
    expectRefused(none, 'NO_ALBUM_LEFT');
    expect(dataOf(await list(s), studentAlbumsSchema)).toMatchObject({ can_open: false });
  });

  it('keeps a removed album with the student who opened it, and lets them open the next one', async () => {
    const s = await collector(t, { open: false, albums: [{ position: 1, pictures: 1 }, { position: 2 }] });
    const newcomer = await collector(t, { subjectId: s.subjectId, open: false });
    const [removed, next] = s.albums as [(typeof s.albums)[0], (typeof s.albums)[0]];
    await openAlbum(t, s);
    await t.database.db
      .updateTable('albums')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', removed.id)
      .execute();

    const mine = dataOf(await list(s), studentAlbumsSchema);
    expect(mine.albums.map((album) => [album.id, album.status])).toEqual([
      [removed.id, 'open'],
      [next.id, 'new'],
    ]);
    expect(mine.can_open).toBe(true);
    expect(dataOf(await pictures(s, removed.id), z.array(studentPictureSchema))).toHaveLength(1);
    expect(await openAlbum(t, s)).toMatchObject({ id: next.id, status: 'open' });

    const theirs = dataOf(await list(newcomer), studentAlbumsSchema);
    expect(theirs.albums.map((album) => album.id)).toEqual([next.id]);
    expectRefused(await pool(newcomer, removed.id), 'NOT_FOUND');
  });

  it('is only for the reading and mental arithmetic subjects, and only for the student themself', async () => {
    const mathematician = await t.factories.buildStudent({ subjects: [1] });
    const refused = await t.api('GET', `/api/students/${mathematician.id}/albums?subject_id=1`, {
      token: mathematician.token,
    });
    expectRefused(refused, 'ALBUMS_NOT_IN_SUBJECT');
    const s = await collector(t, { albums: [{}] });
    const other = await collector(t, { subjectId: s.subjectId });
    const foreign = await t.api('GET', `/api/students/${s.id}/albums?subject_id=${s.subjectId}`, {
      token: other.token,
    });
    expect(foreign.status).toBe(403);
  });

  it('shows an album of another subject as NOT_FOUND', async () => {
    const s = await collector(t, { albums: [{}] });
    const elsewhere = await buildAlbum(t.database.db, { subjectId: await buildAlbumsSubject(t.database.db, 3) });
    expectRefused(await pictures(s, elsewhere.id), 'NOT_FOUND');
    expectRefused(await pool(s, elsewhere.id), 'NOT_FOUND');
    const [piece] = await givePuzzles(t.database.db, s, elsewhere.pictures[0]?.puzzles.slice(0, 1) ?? []);
    const picture = elsewhere.pictures[0];
    if (!picture || piece === undefined) throw new Error('no picture');
    expectRefused(await save(s, picture.id, [piece, ...Array(9).fill(null)]), 'NOT_FOUND');
  });

  it('completes a picture only with its own pieces in ascending order, then locks it', async () => {
    const s = await collector(t, { albums: [{ pictures: 2 }] });
    const album = s.albums[0];
    const picture = album?.pictures[0];
    if (!album || !picture) throw new Error('no picture');
    const pieces = await givePuzzles(t.database.db, s, picture.puzzles);
    const empty = dataOf(await pictures(s, album.id), z.array(studentPictureSchema));
    expect(empty.map((p) => [p.id, p.complete, p.slots.every((slot) => slot === null)])).toEqual([
      [picture.id, false, true],
      [album.pictures[1]?.id, false, true],
    ]);

    const swapped = [pieces[1], pieces[0], ...pieces.slice(2)] as number[];
    const wrong = dataOf(await save(s, picture.id, swapped), pictureSavedSchema);
    expect(wrong).toMatchObject({ picture_completed: false, album_completed: false, first_album_reward: null });
    expect(wrong.picture.slots.map((slot) => slot?.puzzle_student_id)).toEqual(swapped);
    expect(wrong.pool).toEqual([]);

    const right = dataOf(await save(s, picture.id, pieces), pictureSavedSchema);
    expect(right).toMatchObject({ picture_completed: true, album_completed: false });
    expect(right.picture.complete).toBe(true);
    const score = await t.database.db
      .selectFrom('collector_scores')
      .select('pictures')
      .where('student_id', '=', s.id)
      .executeTakeFirst();
    expect(score?.pictures).toBe(1);

    const before = await slotRows(s);
    expectRefused(await save(s, picture.id, Array(10).fill(null)), 'PICTURE_ALREADY_COMPLETE');
    expect(await slotRows(s)).toEqual(before);
  });

  it('sends the pieces taken out of the slots back to the pool', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const album = s.albums[0];
    const picture = album?.pictures[0];
    if (!album || !picture) throw new Error('no picture');
    const pieces = await givePuzzles(t.database.db, s, picture.puzzles.slice(0, 3));
    await save(s, picture.id, [...pieces, ...Array(7).fill(null)]);
    expect(dataOf(await pool(s, album.id), z.array(ownedPuzzleSchema))).toEqual([]);

    const saved = dataOf(
      await save(s, picture.id, [null, pieces[1] ?? null, ...Array(8).fill(null)]),
      pictureSavedSchema,
    );

    expect(saved.pool.map((piece) => piece.puzzle_student_id)).toEqual([pieces[0], pieces[2]]);
    expect(dataOf(await pool(s, album.id), z.array(ownedPuzzleSchema))).toHaveLength(2);
    expect((await slotRows(s)).filter((row) => row.slot_picture_id !== null)).toEqual([
      { id: pieces[1], slot_picture_id: picture.id, slot_number: 2 },
    ]);
  });

  it('moves a piece out of another picture being assembled, never out of a completed one', async () => {
    const s = await collector(t, { albums: [{ pictures: 3 }] });
    const [first, second, third] = s.albums[0]?.pictures ?? [];
    if (!first || !second || !third) throw new Error('no pictures');
    const [stray] = await givePuzzles(t.database.db, s, second.puzzles.slice(0, 1));
    const rest = Array(9).fill(null);
    await save(s, first.id, [stray ?? null, ...rest]);

    const moved = dataOf(await save(s, second.id, [stray ?? null, ...rest]), pictureSavedSchema);
    expect(moved.picture.slots[0]?.puzzle_student_id).toBe(stray);
    const shown = dataOf(await pictures(s, s.albums[0]?.id ?? 0), z.array(studentPictureSchema));
    expect(shown[0]?.slots.every((slot) => slot === null)).toBe(true);

    const done = await givePuzzles(t.database.db, s, third.puzzles);
    expect(dataOf(await save(s, third.id, done), pictureSavedSchema).picture_completed).toBe(true);
    const before = await slotRows(s);
    expectRefused(await save(s, first.id, [done[0] ?? null, ...rest]), 'PICTURE_ALREADY_COMPLETE');
    expect(await slotRows(s)).toEqual(before);
  });

  it('lists as pool only the pieces in no slot and no lot, of the album or of the whole subject', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }, { pictures: 1 }] });
    const [album, later] = s.albums;
    const picture = album?.pictures[0];
    if (!album || !later?.pictures[0] || !picture) throw new Error('no album');
    const [slotted, free, listed] = await givePuzzles(t.database.db, s, picture.puzzles.slice(0, 3));
    const [elsewhere] = await givePuzzles(t.database.db, s, later.pictures[0].puzzles.slice(0, 1));
    await save(s, picture.id, [slotted ?? null, ...Array(9).fill(null)]);
    const lot = await t.database.db
      .insertInto('market_lots')
      .values({
        subject_id: s.subjectId,
        seller_id: s.id,
        price: 3,
        type: 'puzzle',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('puzzle_students')
      .set({ lot_id: lot.id })
      .where('id', '=', listed ?? 0)
      .execute();

    const ofAlbum = dataOf(await pool(s, album.id), z.array(ownedPuzzleSchema));
    expect(ofAlbum.map((piece) => piece.puzzle_student_id)).toEqual([free]);
    const all = dataOf(
      await t.api('GET', `/api/students/${s.id}/puzzles?subject_id=${s.subjectId}`, { token: s.token }),
      z.array(ownedPuzzleSchema),
    );
    expect(all.map((piece) => piece.puzzle_student_id)).toEqual([free, elsewhere]);
  });

  it('refuses an ordinary piece in a legendary picture, and takes a legendary one', async () => {
    const s = await collector(t, { albums: [{ pictures: 1, legendary: [0] }] });
    const picture = s.albums[0]?.pictures[0];
    if (!picture) throw new Error('no picture');
    const [ordinary] = await givePuzzles(t.database.db, s, picture.puzzles.slice(0, 1));
    const legendary = await givePuzzles(t.database.db, s, picture.puzzles, { legendary: true });

    expectRefused(
      await save(s, picture.id, [ordinary ?? null, ...Array(9).fill(null)]),
      'LEGENDARY_PICTURE_NEEDS_LEGENDARY',
    );
    expect((await slotRows(s)).every((row) => row.slot_picture_id === null)).toBe(true);
    const saved = dataOf(await save(s, picture.id, legendary), pictureSavedSchema);
    expect(saved.picture_completed).toBe(true);
  });

  it('refuses pieces of another album, of another student, in a lot, or named twice, changing nothing', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }, { pictures: 1 }] });
    const [album, later] = s.albums;
    const picture = album?.pictures[0];
    if (!picture || !later?.pictures[0]) throw new Error('no picture');
    const [mine] = await givePuzzles(t.database.db, s, picture.puzzles.slice(0, 1));
    const [ofLater] = await givePuzzles(t.database.db, s, later.pictures[0].puzzles.slice(0, 1));
    const other = await collector(t, { subjectId: s.subjectId });
    const [theirs] = await givePuzzles(t.database.db, other, picture.puzzles.slice(0, 1));
    const slots = (...ids: (number | undefined)[]) => [
      ...ids.map((id) => id ?? null),
      ...Array(10 - ids.length).fill(null),
    ];
    const before = await conservation(t.database.db, s);
    const rows = await slotRows(s);

    expectRefused(await save(s, picture.id, slots(mine, ofLater)), 'PUZZLE_NOT_IN_ALBUM');
    expectRefused(await save(s, picture.id, slots(mine, theirs)), 'PUZZLE_NOT_OWNED');
    expectRefused(await save(s, picture.id, slots(mine, mine)), 'FIELD_INVALID');

    expect(await slotRows(s)).toEqual(rows);
    expect(await conservation(t.database.db, s)).toEqual(before);
  });

  it('grants the first completed album its reward once, and no later album', async () => {
    const s = await collector(t, {
      likes: 3,
      albums: [
        { pictures: 1, rewardLikes: 5 },
        { pictures: 1, rewardLikes: 5 },
      ],
    });
    const complete = async (pictureId: number, puzzles: number[]) =>
      dataOf(await save(s, pictureId, await givePuzzles(t.database.db, s, puzzles)), pictureSavedSchema);
    const [first, second] = s.albums;
    if (!first?.pictures[0] || !second?.pictures[0]) throw new Error('no album');

    const won = await complete(first.pictures[0].id, first.pictures[0].puzzles);
    expect(won).toMatchObject({ picture_completed: true, album_completed: true, first_album_reward: 5, balance: 8 });
    const listed = dataOf(await list(s), studentAlbumsSchema);
    expect(listed.albums[0]).toMatchObject({ status: 'complete', pictures_complete: 1 });
    expect(listed.can_open).toBe(true);

    await openAlbum(t, s);
    const next = await complete(second.pictures[0].id, second.pictures[0].puzzles);
    expect(next).toMatchObject({ album_completed: true, first_album_reward: null, balance: 8 });
    const rewards = await t.database.db
      .selectFrom('likes_ledger')
      .select(['delta', 'reason', 'ref_id'])
      .where('student_id', '=', s.id)
      .where('reason', '=', 'album')
      .execute();
    expect(rewards).toEqual([{ delta: 5, reason: 'album', ref_id: first.id }]);
    const announced = t.published.filter((message) => message.channel === `users.${s.id}.likes`);
    expect(announced.length).toBeGreaterThan(0);
  });

  it('shows the catalogue of an album with its pieces, and the price list', async () => {
    const s = await collector(t, { albums: [{ pictures: 2 }] });
    const album = s.albums[0];
    if (!album) throw new Error('no album');
    const catalogue = dataOf(
      await t.api('GET', `/api/albums/${album.id}/pictures`, { token: s.token }),
      z.array(cataloguePictureSchema),
    );
    expect(catalogue.map((picture) => picture.puzzles.map((puzzle) => puzzle.id))).toEqual(
      album.pictures.map((picture) => picture.puzzles),
    );
    const outsider = await t.factories.buildStudent({ subjects: [1] });
    expect((await t.api('GET', `/api/albums/${album.id}/pictures`, { token: outsider.token })).status).toBe(403);
    const prices = dataOf(await t.api('GET', '/api/puzzle-prices', { token: s.token }), puzzlePricesSchema);
    expect(prices).toEqual({
      random: [
        { size: 1, price: 1 },
        { size: 10, price: 8 },
        { size: 20, price: 15 },
      ],
      chosen: 2,
    });
  });
});
