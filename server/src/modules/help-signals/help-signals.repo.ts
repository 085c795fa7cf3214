import type { HelpSignalRule } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** The class's students with the day each joined it, in the class list's order. */
export async function classRoster(db: Kysely<DB>, groupId: number) {
  const rows = await db
    .selectFrom('group_students as gs')
    .innerJoin('users as u', 'u.id', 'gs.student_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'gs.created_at'])
    .where('gs.group_id', '=', groupId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    joined_on: row.created_at.slice(0, 10),
  }));
}

/** Every occurrence marked handled in the class, as `${student_id}:${rule}:${fingerprint}` (the primary key's prefix). */
export async function handledKeys(db: Kysely<DB>, groupId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('help_signals_handled')
    .select(['student_id', 'rule', 'fingerprint'])
    .where('group_id', '=', groupId)
    .execute();
  return new Set(rows.map((row) => handledKey(row.student_id, row.rule, row.fingerprint)));
}

export const handledKey = (studentId: number, rule: string, fingerprint: string) =>
  `${studentId}:${rule}:${fingerprint}`;

export interface HandledMark {
  group_id: number;
  student_id: number;
  rule: HelpSignalRule;
  fingerprint: string;
  handled_by: number;
  handled_at: string;
}

/** Marks an occurrence handled; a mark already there (two tabs, a double click) is kept as it was. Whether it was new. */
export async function insertHandled(db: Kysely<DB>, mark: HandledMark): Promise<boolean> {
  const result = await db
    .insertInto('help_signals_handled')
    .values(mark)
    .onConflict((oc) => oc.columns(['group_id', 'student_id', 'rule', 'fingerprint']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
