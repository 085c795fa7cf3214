import { type ErrorCode, lotBoughtSchema, lotSchema, lotsPageSchema, MARKET_PAGE_SIZE } from '@umka/contracts';
import { expect, it } from 'vitest';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import {
  buildPicture,
  buildTrader,
  crystalWithCode,
  giveCrystals,
  givePieces,
  holdings,
  ledgerHoldings,
  likesAgree,
} from './market.fixture.ts';

type Student = { id: number; token: string; subjectId: number };

/** Listing, buying and taking back lots (docs/ALBUMS.md "Market"), and every refusal leaving things as they were. */
describeEachDatabase('the market', (t) => {
  const db = () => t.database.db;

  const list = (student: Student, query: string) =>
    t.api('GET', `/api/market/lots?subject_id=${student.subjectId}&${query}`, { token: student.token });
  const create = (student: Student, body: object) =>
    t.api('POST', '/api/market/lots', { token: student.token, body: { subject_id: student.subjectId, ...body } });
  const buy = (student: Student, lotId: number, subjectId = student.subjectId) =>
    t.api('PATCH', `/api/market/lots/${lotId}`, { token: student.token, body: { subject_id: subjectId } });
  const cancel = (student: { token: string }, sellerId: number, lotId: number) =>
    t.api('DELETE', `/api/market/students/${sellerId}/lots/${lotId}`, { token: student.token });

  const refusal = (response: ApiResponse): { status: number; code: ErrorCode } => ({
    status: response.status,
    code: errorOf(response).code,
  });

  /** A seller with three pool pieces of one picture and two copies of the luck crystal. */
  async function seller(options: Parameters<typeof buildTrader>[1] = {}) {
    const student = await buildTrader(t, options);
    const owner = { studentId: student.id, subjectId: student.subjectId };
    const picture = await buildPicture(db(), student.subjectId);
    const pieces = await givePieces(db(), owner, picture.puzzles.slice(0, 3));
    const luck = await crystalWithCode(db(), 'luck');
    await giveCrystals(db(), owner, luck, 2);
    return { student, picture, pieces, luck };
  }

  /** Everything a market call may change, to show a refused one changed none of it. */
  const everything = async () => ({
    lots: await db().selectFrom('market_lots').selectAll().orderBy('id').execute(),
    items: await db().selectFrom('market_lot_items').selectAll().orderBy('id').execute(),
    pieces: await db().selectFrom('puzzle_students').selectAll().orderBy('id').execute(),
    crystals: await db()
      .selectFrom('crystal_students')
      .selectAll()
      .orderBy('student_id')
      .orderBy('subject_id')
      .orderBy('crystal_id')
      .execute(),
    balances: await db().selectFrom('likes_balances').selectAll().orderBy('student_id').orderBy('subject_id').execute(),
    likesLedger: await db().selectFrom('likes_ledger').select('id').orderBy('id').execute(),
    itemLedger: await db().selectFrom('album_item_ledger').select('id').orderBy('id').execute(),
    scores: await db().selectFrom('collector_scores').selectAll().orderBy('student_id').execute(),
  });

  it('lists a piece and a crystal copy: both leave the seller and the lot shows what they are', async () => {
    const { student, picture, pieces, luck } = await seller();

    const response = await create(student, {
      price: 12,
      items: [
        { item_type: 'puzzle_student', id: pieces[1] },
        { item_type: 'crystal_student', id: luck },
      ],
    });

    expect(response.status).toBe(201);
    const lot = dataOf(response, lotSchema);
    expect(lot).toMatchObject({ type: 'mixed', price: 12, status: 'open', is_own: true });
    expect(lot.seller).toEqual({ id: student.id, name: `${student.first_name} ${student.last_name}` });
    expect(lot.items.map((item) => item.item_type)).toEqual(['puzzle_student', 'crystal_student']);
    expect(lot.items[0]?.object).toMatchObject({ id: picture.puzzles[1], number: 2, is_legendary: false });
    expect(lot.items[0]?.object.title['en-US']).toBe(picture.title);
    expect(lot.items[1]?.object).toMatchObject({ id: luck, number: null, is_legendary: false });
    const held = await holdings(db(), student.id, student.subjectId);
    expect(held.pieces).toEqual([pieces[0], pieces[2]]);
    expect(held.crystals.find((row) => row.crystal_id === luck)?.count).toBe(1);
    expect(await ledgerHoldings(db(), student.id, student.subjectId)).toEqual({ pieces: 2, crystals: 2 });
    expect(t.published).toContainEqual({
      channel: `subjects.${student.subjectId}.market`,
      event: 'lot',
      data: { lot_id: lot.id, status: 'open' },
    });
  });

  it('lists open lots newest first, by type and as the seller’s own, with one page of items each', async () => {
    const { student, pieces, luck } = await seller({ subjectId: 3 });
    const viewer = await buildTrader(t, { subjectId: 3 });
    const first = dataOf(
      await create(student, { price: 5, items: [{ item_type: 'puzzle_student', id: pieces[0] }] }),
      lotSchema,
    );
    const second = dataOf(
      await create(student, { price: 7, items: [{ item_type: 'crystal_student', id: luck }] }),
      lotSchema,
    );

    const all = dataOf(await list(viewer, 'page=1'), lotsPageSchema);
    expect(all.items.map((lot) => lot.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(all.items.every((lot) => !lot.is_own)).toBe(true);
    expect(all.per_page).toBe(MARKET_PAGE_SIZE);

    const crystals = dataOf(await list(viewer, 'type=crystal'), lotsPageSchema);
    expect(crystals.items.map((lot) => lot.id)).toContain(second.id);
    expect(crystals.items.every((lot) => lot.type === 'crystal')).toBe(true);

    const mine = dataOf(await list(student, 'mine=1'), lotsPageSchema);
    expect(mine.items.map((lot) => lot.id)).toEqual([second.id, first.id]);
    expect(mine.total).toBe(2);
    expect(dataOf(await list(viewer, 'mine=1'), lotsPageSchema).total).toBe(0);
  });

  it('pages the whole market newest first across puzzle, crystal and mixed lots', async () => {
    const student = await buildTrader(t, { subjectId: 3 });
    const owner = { studentId: student.id, subjectId: 3 };
    const picture = await buildPicture(db(), 3);
    const pieces = await givePieces(db(), owner, [...picture.puzzles, ...picture.puzzles]);
    const luck = await crystalWithCode(db(), 'luck');
    await giveCrystals(db(), owner, luck, 20);
    const viewer = await buildTrader(t, { subjectId: 3, trade: 'none' });
    for (const [i, piece] of pieces.entries()) {
      const items = [
        [{ item_type: 'puzzle_student', id: piece }],
        [{ item_type: 'crystal_student', id: luck }],
        [
          { item_type: 'puzzle_student', id: piece },
          { item_type: 'crystal_student', id: luck },
        ],
      ][i % 3];
      expect((await create(student, { price: 1, items })).status).toBe(201);
    }
    const open = await db()
      .selectFrom('market_lots')
      .select('id')
      .where('subject_id', '=', 3)
      .where('status', '=', 'open')
      .orderBy('id', 'desc')
      .execute();

    const first = dataOf(await list(viewer, 'page=1'), lotsPageSchema);
    const second = dataOf(await list(viewer, 'page=2'), lotsPageSchema);

    expect(first.total).toBe(open.length);
    expect(first.last_page).toBe(Math.ceil(open.length / MARKET_PAGE_SIZE));
    expect([...first.items, ...second.items].map((lot) => lot.id)).toEqual(
      open.slice(0, 2 * MARKET_PAGE_SIZE).map((row) => row.id),
    );
    expect(new Set(first.items.map((lot) => lot.type))).toEqual(new Set(['puzzle', 'crystal', 'mixed']));
  });

  it('sells a lot: the likes go buyer to seller (not counted as earned), the items change hands and the sale is counted', async () => {
    const { student, pieces, luck } = await seller({ likes: 3 });
    const lot = dataOf(
      await create(student, {
        price: 10,
        items: [
          { item_type: 'puzzle_student', id: pieces[0] },
          { item_type: 'crystal_student', id: luck },
          { item_type: 'crystal_student', id: luck },
        ],
      }),
      lotSchema,
    );
    const buyer = await buildTrader(t, { likes: 25, trade: 'none' });
    const earnedBySeller = () =>
      db()
        .selectFrom('likes_balances')
        .select('earned')
        .where('student_id', '=', student.id)
        .where('subject_id', '=', student.subjectId)
        .executeTakeFirstOrThrow();
    const earnedBefore = await earnedBySeller();

    const bought = dataOf(await buy(buyer, lot.id), lotBoughtSchema);

    expect(bought.balance).toBe(15);
    expect(bought.lot).toMatchObject({ id: lot.id, status: 'sold', is_own: false });
    expect(await likesAgree(db(), buyer.id, buyer.subjectId)).toEqual({ ledger: 15, balance: 15 });
    expect(await likesAgree(db(), student.id, student.subjectId)).toEqual({ ledger: 13, balance: 13 });
    // Likes received for a sale are not earned by learning: no rating or likes gate moves by trading.
    expect(await earnedBySeller()).toEqual(earnedBefore);
    const got = await holdings(db(), buyer.id, buyer.subjectId);
    expect(got.pieces).toEqual([pieces[0]]);
    expect(got.crystals).toEqual([{ crystal_id: luck, count: 2 }]);
    const charge = await db()
      .selectFrom('crystal_students')
      .select('charge')
      .where('student_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(charge.charge).toBe(0);
    expect(await ledgerHoldings(db(), buyer.id, buyer.subjectId)).toEqual({ pieces: 1, crystals: 2 });
    expect(await ledgerHoldings(db(), student.id, student.subjectId)).toEqual({ pieces: 2, crystals: 1 });
    const score = await db()
      .selectFrom('collector_scores')
      .select(['pictures', 'sales'])
      .where('student_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(score).toEqual({ pictures: 0, sales: 1 });
    expect(t.published).toContainEqual({
      channel: `subjects.${student.subjectId}.market`,
      event: 'lot',
      data: { lot_id: lot.id, status: 'sold' },
    });
    expect(t.published).toContainEqual({
      channel: `users.${student.id}.likes`,
      event: 'accrual',
      data: { count: 10, subject_id: student.subjectId, balance: 13 },
    });
  });

  it('refuses a lot of five items, of a piece not owned or in a slot, and without an active trade crystal', async () => {
    const { student, picture, pieces, luck } = await seller();
    const other = await seller();
    const slotted = await givePieces(
      db(),
      { studentId: student.id, subjectId: student.subjectId },
      picture.puzzles.slice(5, 6),
      { slotPictureId: picture.pictureId },
    );
    const noTrade = await buildTrader(t, { trade: 'none' });
    const expired = await buildTrader(t, { trade: 'expired' });
    const piece = (id: number | undefined) => ({ item_type: 'puzzle_student', id });
    const before = await everything();

    const five = [
      piece(pieces[0]),
      piece(pieces[1]),
      piece(pieces[2]),
      ...[1, 2].map(() => ({ item_type: 'crystal_student', id: luck })),
    ];
    expect(refusal(await create(student, { price: 5, items: five }))).toEqual({
      status: 422,
      code: 'LOT_TOO_MANY_ITEMS',
    });
    expect(refusal(await create(student, { price: 5, items: [] }))).toEqual({ status: 422, code: 'LOT_EMPTY' });
    // The first piece is claimed before the foreign one is refused: the whole listing is undone.
    expect(refusal(await create(student, { price: 5, items: [piece(pieces[0]), piece(other.pieces[0])] }))).toEqual({
      status: 409,
      code: 'LOT_ITEMS_NOT_OWNED',
    });
    expect(refusal(await create(student, { price: 5, items: [piece(slotted[0])] }))).toEqual({
      status: 409,
      code: 'LOT_ITEMS_NOT_OWNED',
    });
    const threeCopies = [1, 2, 3].map(() => ({ item_type: 'crystal_student', id: luck }));
    expect(refusal(await create(student, { price: 5, items: threeCopies }))).toEqual({
      status: 409,
      code: 'LOT_ITEMS_NOT_OWNED',
    });
    expect(refusal(await create(noTrade, { price: 5, items: [piece(pieces[0])] }))).toEqual({
      status: 403,
      code: 'LOT_NEEDS_TRADE_CRYSTAL',
    });
    expect(refusal(await create(expired, { price: 5, items: [piece(pieces[0])] }))).toEqual({
      status: 403,
      code: 'LOT_NEEDS_TRADE_CRYSTAL',
    });
    expect(refusal(await create({ ...student, subjectId: 1 }, { price: 5, items: [piece(pieces[0])] }))).toEqual({
      status: 403,
      code: 'ALBUMS_NOT_IN_SUBJECT',
    });

    expect(await everything()).toEqual(before);
  });

  it('refuses buying one’s own lot, without enough likes, in another subject or outside albums', async () => {
    const { student, pieces } = await seller({ likes: 50 });
    const lot = dataOf(
      await create(student, { price: 20, items: [{ item_type: 'puzzle_student', id: pieces[0] }] }),
      lotSchema,
    );
    const poor = await buildTrader(t, { likes: 19, trade: 'none' });
    const elsewhere = await buildTrader(t, { subjectId: 3, likes: 100, trade: 'none' });
    const before = await everything();

    expect(refusal(await buy(student, lot.id))).toEqual({ status: 409, code: 'LOT_OWN' });
    expect(refusal(await buy(poor, lot.id))).toEqual({ status: 409, code: 'NOT_ENOUGH_LIKES' });
    expect(refusal(await buy(elsewhere, lot.id))).toEqual({ status: 404, code: 'NOT_FOUND' });
    expect(refusal(await buy(poor, lot.id, 1))).toEqual({ status: 403, code: 'ALBUMS_NOT_IN_SUBJECT' });
    expect(refusal(await buy(poor, 2_000_000))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const outside = await t.api('GET', '/api/market/lots?subject_id=1', { token: poor.token });
    expect(refusal(outside)).toEqual({ status: 403, code: 'ALBUMS_NOT_IN_SUBJECT' });

    expect(await everything()).toEqual(before);
    expect(dataOf(await list(poor, ''), lotsPageSchema).items.find((row) => row.id === lot.id)?.status).toBe('open');
  });

  it('answers a lot bought by another student with 409 LOT_SOLD, and a taken-back one with LOT_CLOSED', async () => {
    const { student, pieces } = await seller();
    const sold = dataOf(
      await create(student, { price: 3, items: [{ item_type: 'puzzle_student', id: pieces[0] }] }),
      lotSchema,
    );
    const back = dataOf(
      await create(student, { price: 3, items: [{ item_type: 'puzzle_student', id: pieces[1] }] }),
      lotSchema,
    );
    const first = await buildTrader(t, { likes: 10, trade: 'none' });
    const late = await buildTrader(t, { likes: 10, trade: 'none' });
    expect((await buy(first, sold.id)).status).toBe(200);
    expect((await cancel(student, student.id, back.id)).status).toBe(200);
    const before = await everything();

    expect(refusal(await buy(late, sold.id))).toEqual({ status: 409, code: 'LOT_SOLD' });
    expect(refusal(await buy(late, back.id))).toEqual({ status: 409, code: 'LOT_CLOSED' });
    expect(refusal(await cancel(student, student.id, sold.id))).toEqual({ status: 409, code: 'LOT_SOLD' });
    expect(refusal(await cancel(student, student.id, back.id))).toEqual({ status: 409, code: 'LOT_CLOSED' });

    expect(await everything()).toEqual(before);
  });

  it('takes a lot back for its seller only: the items return to the pool and the count', async () => {
    const { student, pieces, luck } = await seller();
    const lot = dataOf(
      await create(student, {
        price: 4,
        items: [
          { item_type: 'puzzle_student', id: pieces[2] },
          { item_type: 'crystal_student', id: luck },
        ],
      }),
      lotSchema,
    );
    const stranger = await buildTrader(t, { trade: 'none' });

    expect(refusal(await cancel(stranger, student.id, lot.id))).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(refusal(await cancel(stranger, stranger.id, lot.id))).toEqual({ status: 404, code: 'NOT_FOUND' });
    const back = dataOf(await cancel(student, student.id, lot.id), lotSchema);

    expect(back).toMatchObject({ id: lot.id, status: 'cancelled' });
    const held = await holdings(db(), student.id, student.subjectId);
    expect(held.pieces).toEqual(pieces);
    expect(held.crystals.find((row) => row.crystal_id === luck)?.count).toBe(2);
    expect(await ledgerHoldings(db(), student.id, student.subjectId)).toEqual({ pieces: 3, crystals: 3 });
    expect(t.published).toContainEqual({
      channel: `subjects.${student.subjectId}.market`,
      event: 'lot',
      data: { lot_id: lot.id, status: 'cancelled' },
    });
  });
});
