import type { TestContext } from '../../test/harness.ts';

/** Gives a student IT points as an accepted task would, through the IT points service. */
export async function giveItPoints(t: TestContext, studentId: number, amount: number): Promise<number> {
  return t.database.transaction((trx) =>
    t.services.itPoints.accrueWithin(trx, { studentId, delta: amount, reason: 'test', refType: null, refId: null }),
  );
}

export async function itPointsLedger(t: TestContext, studentId: number) {
  return t.database.db
    .selectFrom('it_point_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref_type', 'ref_id'])
    .where('student_id', '=', studentId)
    .orderBy('id')
    .execute();
}
