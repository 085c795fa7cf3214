import { type StudentCharacter, studentCharacterSchema } from '@umka/contracts';
import type { TestUser } from './factories.ts';
import { dataOf, type TestContext } from './harness.ts';
import { buildCharacter } from './world-catalogue-factories.ts';

/** A student with a chosen character in a subject, chosen through the API as the web does. */
export async function chooseCharacter(
  t: TestContext,
  student: TestUser,
  subjectId: number,
  characterId?: number,
): Promise<StudentCharacter> {
  const id = characterId ?? (await buildCharacter(t.database.db)).id;
  const response = await t.api('POST', `/api/students/${student.id}/character`, {
    token: student.token,
    body: { subject_id: subjectId, character_id: id },
  });
  return dataOf(response, studentCharacterSchema);
}

/** The likes ledger of a student in a subject, oldest first. */
export function ledgerOf(t: TestContext, studentId: number, subjectId: number) {
  return t.database.db
    .selectFrom('likes_ledger')
    .select(['delta', 'balance_after', 'reason', 'ref_type', 'ref_id'])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

export async function balanceOf(t: TestContext, studentId: number, subjectId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('likes_balances')
    .select('balance')
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}
