import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** Which of the emails (already in lower case, as accounts store them) belong to an account. */
export async function takenEmails(db: Kysely<DB>, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  // Chunks keep each statement under SQLite's bound-parameter limit whatever the import's size.
  for (let start = 0; start < emails.length; start += 500) {
    const chunk = emails.slice(start, start + 500);
    if (chunk.length === 0) continue;
    const rows = await db.selectFrom('users').select('email').where('email', 'in', chunk).execute();
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}

/** The profile fields of the admin's student form that an account's creation leaves unset. */
export async function setImportedProfile(
  db: Kysely<DB>,
  studentId: number,
  profile: { timezone: string | null; birth_date: string | null },
): Promise<void> {
  await db.updateTable('students').set(profile).where('user_id', '=', studentId).execute();
}
