import type { ErrorCode } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { collector, conservation, giveCrystal, givePuzzles, withAlbumsCatalogue } from '../../test/album-factories.ts';
import { type ApiResponse, describeEachDatabase, errorOf } from '../../test/harness.ts';

type Student = Awaited<ReturnType<typeof collector>>;

const codeOf = (response: ApiResponse): ErrorCode | null => (response.status < 300 ? null : errorOf(response).code);

/** Requests of one student arriving at the same moment: money and items are counted exactly once. */
describeEachDatabase('puzzles under concurrent requests', (t) => {
  beforeAll(async () => {
    await withAlbumsCatalogue(t.database.db);
  });

  async function expectConserved(s: Student) {
    const held = await conservation(t.database.db, s);
    expect(held.likesLedger).toBe(held.likes);
    expect(held.piecesLedger).toBe(held.pieces);
    expect(held.crystalsLedger).toBe(held.crystals);
    return held;
  }

  it('lets 100 simultaneous one-piece packs against a balance of N succeed exactly N times, the rest 409', async () => {
    const balance = 37;
    const price = 1;
    const s = await collector(t, { likes: balance, albums: [{ pictures: 2 }] });

    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.api('POST', `/api/students/${s.id}/puzzles`, {
          token: s.token,
          body: { subject_id: s.subjectId, is_random: true, count: 1 },
        }),
      ),
    );

    const codes = responses.map(codeOf);
    expect(codes.filter((code) => code === null)).toHaveLength(Math.floor(balance / price));
    expect(codes.filter((code) => code !== null).every((code) => code === 'NOT_ENOUGH_LIKES')).toBe(true);
    const held = await expectConserved(s);
    expect(held).toMatchObject({ likes: balance % price, pieces: Math.floor(balance / price) });
  });

  it('gives up the same three pieces once when five exchanges of them arrive together', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const puzzles = s.albums[0]?.pictures[0]?.puzzles ?? [];
    const ids = await givePuzzles(t.database.db, s, puzzles.slice(0, 3));

    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api('POST', `/api/students/${s.id}/puzzles/exchange`, {
          token: s.token,
          body: { subject_id: s.subjectId, puzzle_student_ids: ids },
        }),
      ),
    );

    const codes = responses.map(codeOf);
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    expect(codes.filter((code) => code !== null).every((code) => code === 'PUZZLE_NOT_OWNED')).toBe(true);
    expect(await expectConserved(s)).toMatchObject({ pieces: 1 });
  });

  it('never makes a third crystal active when three charged ones are used at once', async () => {
    const s = await collector(t, { open: false });
    const ids = [
      await giveCrystal(t.database.db, s, 'luck', { charge: 7 }),
      await giveCrystal(t.database.db, s, 'trade', { charge: 7 }),
      await giveCrystal(t.database.db, s, 'bargain', { charge: 7 }),
    ];

    const responses = await Promise.all(
      ids.map((id) =>
        t.api('PATCH', `/api/students/${s.id}/crystals/${id}`, { token: s.token, body: { subject_id: s.subjectId } }),
      ),
    );

    expect(responses.map(codeOf).sort()).toEqual(['CRYSTALS_ACTIVE_LIMIT', null, null].sort());
    const active = await t.database.db
      .selectFrom('crystal_students')
      .select('crystal_id')
      .where('student_id', '=', s.id)
      .where('active_until', 'is not', null)
      .execute();
    expect(active).toHaveLength(2);
  });

  it('keeps one piece per slot when saves of the same picture arrive together', async () => {
    const s = await collector(t, { albums: [{ pictures: 1 }] });
    const picture = s.albums[0]?.pictures[0];
    if (!picture) throw new Error('no picture');
    const pieces = await givePuzzles(t.database.db, s, picture.puzzles);
    const arrangements = Array.from({ length: 6 }, (_, shift) =>
      pieces.map((_, slot) => (slot < 5 ? (pieces[(slot + shift) % pieces.length] ?? null) : null)),
    );

    const responses = await Promise.all(
      arrangements.map((slots) =>
        t.api('PATCH', `/api/students/${s.id}/pictures/${picture.id}`, {
          token: s.token,
          body: { subject_id: s.subjectId, slots },
        }),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(arrangements.map(() => 200));
    const slotted = await t.database.db
      .selectFrom('puzzle_students')
      .select(['slot_number'])
      .where('student_id', '=', s.id)
      .where('slot_picture_id', '=', picture.id)
      .orderBy('slot_number')
      .execute();
    expect(slotted.map((row) => row.slot_number)).toEqual([1, 2, 3, 4, 5]);
    await expectConserved(s);
  });
});
