import { type ErrorCode, exchangedSchema, legendaryMadeSchema, puzzlesBoughtSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { collector, conservation, giveCrystal, givePuzzles, withAlbumsCatalogue } from '../../test/album-factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';

type Student = Awaited<ReturnType<typeof collector>>;

/** Buying, exchanging and making puzzles legendary (docs/ALBUMS.md "Buying puzzles", "Crystals"). */
describeEachDatabase('puzzles', (t) => {
  beforeAll(async () => {
    await withAlbumsCatalogue(t.database.db);
  });

  const activeFor = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString();
  const buy = (s: Student, body: object) =>
    t.api('POST', `/api/students/${s.id}/puzzles`, { token: s.token, body: { subject_id: s.subjectId, ...body } });
  const legendary = (s: Student, ids: number[]) =>
    t.api('PATCH', `/api/students/${s.id}/puzzles`, {
      token: s.token,
      body: { subject_id: s.subjectId, puzzle_student_ids: ids, is_legendary: true },
    });
  const exchange = (s: Student, ids: number[]) =>
    t.api('POST', `/api/students/${s.id}/puzzles/exchange`, {
      token: s.token,
      body: { subject_id: s.subjectId, puzzle_student_ids: ids },
    });
  const pieces = (s: Student) =>
    t.database.db
      .selectFrom('puzzle_students')
      .select(['id', 'puzzle_id', 'is_legendary'])
      .where('student_id', '=', s.id)
      .orderBy('id')
      .execute();
  const crystals = (s: Student) =>
    t.database.db
      .selectFrom('crystal_students')
      .select(['crystal_id', 'count', 'charge', 'active_until'])
      .where('student_id', '=', s.id)
      .orderBy('crystal_id')
      .execute();
  /** Everything a refused call must leave as it was. */
  const snapshot = async (s: Student) => ({
    held: await conservation(t.database.db, s),
    pieces: await pieces(s),
    crystals: await crystals(s),
  });
  async function expectRefusedUnchanged(s: Student, call: () => Promise<ApiResponse>, code: ErrorCode) {
    const before = await snapshot(s);
    const response = await call();
    expect(response.status, response.raw).toBeGreaterThanOrEqual(400);
    expect(errorOf(response).code).toBe(code);
    expect(await snapshot(s)).toEqual(before);
  }
  const albumPuzzles = (s: Student) => s.albums[0]?.pictures.flatMap((picture) => picture.puzzles) ?? [];

  it('sells a random pack of ten by the price list, whatever price the body names', async () => {
    const s = await collector(t, { likes: 20, albums: [{ pictures: 2 }] });
    const bought = dataOf(await buy(s, { is_random: true, count: 10, price: 1 }), puzzlesBoughtSchema);

    expect(bought.price_paid).toBe(8);
    expect(bought.balance).toBe(12);
    expect(bought.puzzles).toHaveLength(10);
    for (const piece of bought.puzzles) expect(albumPuzzles(s)).toContain(piece.id);
    const held = await conservation(t.database.db, s);
    expect(held).toMatchObject({ pieces: 10, piecesLedger: 10, likes: 12, likesLedger: 12 });
  });

  it('buys with exactly enough likes down to 0, and refuses one like too few changing nothing', async () => {
    const s = await collector(t, { likes: 15, albums: [{}] });
    const last = dataOf(await buy(s, { is_random: true, count: 20 }), puzzlesBoughtSchema);
    expect(last).toMatchObject({ price_paid: 15, balance: 0 });
    expect(last.puzzles).toHaveLength(20);
    await expectRefusedUnchanged(s, () => buy(s, { is_random: true, count: 1 }), 'NOT_ENOUGH_LIKES');
  });

  it('refuses a pack size not on the list, and any purchase without an open album', async () => {
    const s = await collector(t, { likes: 50, albums: [{}] });
    await expectRefusedUnchanged(s, () => buy(s, { is_random: true, count: 3 }), 'PUZZLE_PACK_UNKNOWN');
    const closed = await collector(t, { likes: 50, open: false, albums: [{}] });
    await expectRefusedUnchanged(closed, () => buy(closed, { is_random: true, count: 1 }), 'NO_OPEN_ALBUM');
  });

  it('sells chosen pieces of the open album for 2 each, 1 with the bargain crystal active', async () => {
    const s = await collector(t, { likes: 20, albums: [{}, {}] });
    const [a, b] = albumPuzzles(s) as [number, number];
    const chosen = dataOf(await buy(s, { is_random: false, puzzle_ids: [a, b] }), puzzlesBoughtSchema);
    expect(chosen).toMatchObject({ price_paid: 4, balance: 16 });
    expect(chosen.puzzles.map((piece) => piece.id)).toEqual([a, b]);

    const later = s.albums[1]?.pictures[0]?.puzzles[0] ?? 0;
    await expectRefusedUnchanged(s, () => buy(s, { is_random: false, puzzle_ids: [later] }), 'PUZZLE_NOT_IN_ALBUM');

    await giveCrystal(t.database.db, s, 'bargain', { activeUntil: activeFor(1) });
    const cheap = dataOf(await buy(s, { is_random: false, puzzle_ids: [a, a, b] }), puzzlesBoughtSchema);
    expect(cheap).toMatchObject({ price_paid: 3, balance: 13 });
  });

  it('gives missing pieces first with luck, and one piece more with luck and bargain together', async () => {
    const s = await collector(t, { likes: 20, albums: [{ pictures: 1 }] });
    const puzzles = albumPuzzles(s);
    await givePuzzles(t.database.db, s, puzzles.slice(0, 9));
    await giveCrystal(t.database.db, s, 'luck', { activeUntil: activeFor(2) });

    const lucky = dataOf(await buy(s, { is_random: true, count: 1 }), puzzlesBoughtSchema);
    expect(lucky.puzzles.map((piece) => piece.id)).toEqual([puzzles[9]]);

    await giveCrystal(t.database.db, s, 'bargain', { activeUntil: activeFor(2) });
    const combo = dataOf(await buy(s, { is_random: true, count: 10 }), puzzlesBoughtSchema);
    expect(combo).toMatchObject({ price_paid: 8, balance: 11 });
    expect(combo.puzzles).toHaveLength(11);
    expect(await conservation(t.database.db, s)).toMatchObject({ pieces: 21, piecesLedger: 21 });
  });

  it('makes one to five pool pieces legendary with a charged legendary crystal, then empties its charge', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const ids = await givePuzzles(t.database.db, s, albumPuzzles(s).slice(0, 7));
    const legendaryId = await giveCrystal(t.database.db, s, 'legendary', { charge: 7 });

    const made = dataOf(await legendary(s, ids.slice(0, 2)), legendaryMadeSchema);

    expect(made.puzzles.map((piece) => [piece.puzzle_student_id, piece.is_legendary])).toEqual([
      [ids[0], true],
      [ids[1], true],
    ]);
    expect(made.crystal).toMatchObject({ id: legendaryId, code: 'legendary', count: 1, charge: 0, active_until: null });
    await expectRefusedUnchanged(s, () => legendary(s, ids.slice(2, 3)), 'CRYSTAL_NOT_CHARGED');
  });

  it('refuses legendary selections that are empty, too many, already legendary, not in the pool or uncharged', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const ids = await givePuzzles(t.database.db, s, albumPuzzles(s).slice(0, 6));
    const [gold] = await givePuzzles(t.database.db, s, albumPuzzles(s).slice(0, 1), { legendary: true });
    await expectRefusedUnchanged(s, () => legendary(s, ids.slice(0, 1)), 'CRYSTAL_NOT_OWNED');
    await giveCrystal(t.database.db, s, 'legendary', { charge: 6 });
    await expectRefusedUnchanged(s, () => legendary(s, ids.slice(0, 1)), 'CRYSTAL_NOT_CHARGED');
    await t.database.db.updateTable('crystal_students').set({ charge: 7 }).where('student_id', '=', s.id).execute();

    await expectRefusedUnchanged(s, () => legendary(s, []), 'LEGENDARY_NONE_SELECTED');
    await expectRefusedUnchanged(s, () => legendary(s, ids), 'LEGENDARY_TOO_MANY');
    await expectRefusedUnchanged(s, () => legendary(s, [ids[0] ?? 0, gold ?? 0]), 'PUZZLE_ALREADY_LEGENDARY');
    const other = await collector(t, { subjectId: s.subjectId });
    const [theirs] = await givePuzzles(t.database.db, other, albumPuzzles(s).slice(0, 1));
    await expectRefusedUnchanged(s, () => legendary(s, [theirs ?? 0]), 'PUZZLE_NOT_OWNED');
    await t.database.db
      .updateTable('puzzle_students')
      .set({ slot_picture_id: s.albums[0]?.pictures[0]?.id ?? 0, slot_number: 1 })
      .where('id', '=', ids[0] ?? 0)
      .execute();
    await expectRefusedUnchanged(s, () => legendary(s, [ids[0] ?? 0]), 'PUZZLE_NOT_OWNED');
  });

  it('exchanges three ordinary pool pieces for one random piece of the open album, in the ledger too', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const puzzles = albumPuzzles(s);
    const ids = await givePuzzles(t.database.db, s, puzzles.slice(0, 3));

    const { puzzle } = dataOf(await exchange(s, ids), exchangedSchema);

    expect(puzzles).toContain(puzzle.id);
    expect((await pieces(s)).map((piece) => piece.id)).toEqual([puzzle.puzzle_student_id]);
    expect(await conservation(t.database.db, s)).toMatchObject({ pieces: 1, piecesLedger: 1 });
    const moves = await t.database.db
      .selectFrom('album_item_ledger')
      .select(['delta', 'reason'])
      .where('student_id', '=', s.id)
      .where('reason', '=', 'exchanged')
      .orderBy('id')
      .execute();
    expect(moves.map((move) => move.delta)).toEqual([-1, -1, -1, 1]);
  });

  it('refuses an exchange of fewer or more than three, of a legendary piece, or without an open album', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const ids = await givePuzzles(t.database.db, s, albumPuzzles(s).slice(0, 4));
    const [gold] = await givePuzzles(t.database.db, s, albumPuzzles(s).slice(0, 1), { legendary: true });
    await expectRefusedUnchanged(s, () => exchange(s, ids.slice(0, 2)), 'EXCHANGE_NOT_ENOUGH');
    await expectRefusedUnchanged(s, () => exchange(s, ids), 'EXCHANGE_NOT_ENOUGH');
    await expectRefusedUnchanged(s, () => exchange(s, [...ids.slice(0, 2), gold ?? 0]), 'LEGENDARY_NOT_EXCHANGEABLE');
    await expectRefusedUnchanged(s, () => exchange(s, [ids[0] ?? 0, ids[0] ?? 0, ids[1] ?? 0]), 'FIELD_INVALID');
    await t.database.db
      .updateTable('student_albums')
      .set({ completed_at: new Date().toISOString() })
      .where('student_id', '=', s.id)
      .execute();
    await expectRefusedUnchanged(s, () => exchange(s, ids.slice(0, 3)), 'NO_OPEN_ALBUM');
  });
});
