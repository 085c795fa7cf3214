import { type ErrorCode, lotSchema } from '@umka/contracts';
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

const BUYERS = 200;
const TRIALS = 50;
const PRICE = 2;

/** Issue [7]: a lot is sold once however many buy it at the same moment, and nothing is made or lost on the way. */
describeEachDatabase('market races', (t) => {
  const db = () => t.database.db;
  const codeOf = (response: ApiResponse): ErrorCode | 'ok' => (response.status < 300 ? 'ok' : errorOf(response).code);

  type Student = Awaited<ReturnType<typeof buildTrader>>;

  const listLot = async (seller: Student, pieceId: number, crystalId: number) =>
    dataOf(
      await t.api('POST', '/api/market/lots', {
        token: seller.token,
        body: {
          subject_id: seller.subjectId,
          price: PRICE,
          items: [
            { item_type: 'puzzle_student', id: pieceId },
            { item_type: 'crystal_student', id: crystalId },
          ],
        },
      }),
      lotSchema,
    );
  const buy = (buyer: Student, lotId: number) =>
    t.api('PATCH', `/api/market/lots/${lotId}`, { token: buyer.token, body: { subject_id: buyer.subjectId } });

  /** Every student's likes ledger sums to their balance, and their item ledger to what they hold. */
  async function assertConserved(students: readonly Student[]) {
    for (const student of students) {
      const likes = await likesAgree(db(), student.id, student.subjectId);
      expect(likes.ledger).toBe(likes.balance);
      const held = await holdings(db(), student.id, student.subjectId);
      const count = held.crystals.reduce((sum, row) => sum + row.count, 0);
      expect(await ledgerHoldings(db(), student.id, student.subjectId)).toEqual({
        pieces: held.pieces.length,
        crystals: count,
      });
    }
  }

  it(`sells each of ${TRIALS} lots to exactly one of ${BUYERS} simultaneous buyers, and pays its seller once`, async () => {
    const seller = await buildTrader(t, { subjectId: 3 });
    const owner = { studentId: seller.id, subjectId: seller.subjectId };
    const picture = await buildPicture(db(), seller.subjectId);
    const pieces = await givePieces(
      db(),
      owner,
      Array.from({ length: TRIALS }, (_, i) => picture.puzzles[i % 10] ?? 0),
    );
    const luck = await crystalWithCode(db(), 'luck');
    await giveCrystals(db(), owner, luck, TRIALS);
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, () => buildTrader(t, { subjectId: 3, likes: PRICE * TRIALS, trade: 'none' })),
    );

    const winners: number[] = [];
    for (const [trial, pieceId] of pieces.entries()) {
      const lot = await listLot(seller, pieceId, luck);
      const codes = (await Promise.all(buyers.map((buyer) => buy(buyer, lot.id)))).map(codeOf);

      expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
      expect(codes.filter((code) => code !== 'ok').every((code) => code === 'LOT_SOLD')).toBe(true);
      const winner = buyers[codes.indexOf('ok')];
      if (!winner) throw new Error(`trial ${trial} has no winner`);
      winners.push(winner.id);
      const piece = await db()
        .selectFrom('puzzle_students')
        .select(['student_id', 'lot_id'])
        .where('id', '=', pieceId)
        .executeTakeFirstOrThrow();
      expect(piece).toEqual({ student_id: winner.id, lot_id: null });
    }

    expect((await likesAgree(db(), seller.id, seller.subjectId)).balance).toBe(PRICE * TRIALS);
    const bought = await db()
      .selectFrom('crystal_students')
      .select((eb) => eb.fn.sum<number | string>('count').as('copies'))
      .where('crystal_id', '=', luck)
      .where(
        'student_id',
        'in',
        buyers.map((buyer) => buyer.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(bought.copies)).toBe(TRIALS);
    // Every copy the seller was given is in some student's count or in an open lot: none made, none lost.
    const everywhere = await db()
      .selectFrom('crystal_students')
      .select((eb) => eb.fn.sum<number | string>('count').as('copies'))
      .where('crystal_id', '=', luck)
      .executeTakeFirstOrThrow();
    const listed = await db()
      .selectFrom('market_lot_items as i')
      .innerJoin('market_lots as l', 'l.id', 'i.lot_id')
      .select((eb) => eb.fn.countAll<number | string>().as('copies'))
      .where('i.crystal_id', '=', luck)
      .where('l.status', '=', 'open')
      .executeTakeFirstOrThrow();
    expect(Number(everywhere.copies) + Number(listed.copies)).toBe(TRIALS);
    for (const buyer of buyers) {
      const wins = winners.filter((id) => id === buyer.id).length;
      expect((await likesAgree(db(), buyer.id, buyer.subjectId)).balance).toBe(PRICE * (TRIALS - wins));
    }
    await assertConserved([seller, ...buyers]);
  }, 120_000);

  it('lets a buy and a cancel of the same lot race: exactly one of them wins, each time', async () => {
    const seller = await buildTrader(t, { subjectId: 3 });
    const owner = { studentId: seller.id, subjectId: seller.subjectId };
    const picture = await buildPicture(db(), seller.subjectId);
    const pieces = await givePieces(
      db(),
      owner,
      Array.from({ length: TRIALS }, (_, i) => picture.puzzles[i % 10] ?? 0),
    );
    const bargain = await crystalWithCode(db(), 'bargain');
    await giveCrystals(db(), owner, bargain, TRIALS);
    const buyer = await buildTrader(t, { subjectId: 3, likes: PRICE * TRIALS, trade: 'none' });

    let sold = 0;
    for (const pieceId of pieces) {
      const lot = await listLot(seller, pieceId, bargain);
      const [bought, cancelled] = await Promise.all([
        buy(buyer, lot.id),
        t.api('DELETE', `/api/market/students/${seller.id}/lots/${lot.id}`, { token: seller.token }),
      ]);
      const pair = `${codeOf(bought)}/${codeOf(cancelled)}`;
      expect(['ok/LOT_SOLD', 'LOT_CLOSED/ok']).toContain(pair);
      if (pair === 'ok/LOT_SOLD') sold += 1;
      const piece = await db()
        .selectFrom('puzzle_students')
        .select(['student_id', 'lot_id'])
        .where('id', '=', pieceId)
        .executeTakeFirstOrThrow();
      expect(piece).toEqual({ student_id: pair === 'ok/LOT_SOLD' ? buyer.id : seller.id, lot_id: null });
    }

    expect((await likesAgree(db(), seller.id, seller.subjectId)).balance).toBe(PRICE * sold);
    expect((await likesAgree(db(), buyer.id, buyer.subjectId)).balance).toBe(PRICE * (TRIALS - sold));
    const sellerCopies = (await holdings(db(), seller.id, seller.subjectId)).crystals.find(
      (row) => row.crystal_id === bargain,
    );
    const buyerCopies = (await holdings(db(), buyer.id, buyer.subjectId)).crystals.find(
      (row) => row.crystal_id === bargain,
    );
    expect((sellerCopies?.count ?? 0) + (buyerCopies?.count ?? 0)).toBe(TRIALS);
    await assertConserved([seller, buyer]);
  }, 120_000);
});
