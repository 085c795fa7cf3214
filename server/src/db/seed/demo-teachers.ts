import { type Locale, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertAccount } from '../../modules/users/accounts.ts';
import type { DB } from '../schema.ts';

/**
 * More staff for the admin's teachers page (issue [14]): teachers of other subjects without classes yet, and one
 * blocked teacher, so its search, subject and status filters have something to tell apart.
 */
const DEMO_TEACHERS = [
  {
    first_name: 'Павел',
    last_name: 'Смирнов',
    email: 'it-teacher@example.com',
    phone: '+7 912 000-11-22',
    subject_ids: [8],
    active: true,
  },
  {
    first_name: 'Наталья',
    last_name: 'Орлова',
    email: 'reading-teacher@example.com',
    phone: '+7 912 000-33-44',
    subject_ids: [1, 2],
    active: true,
  },
  {
    first_name: 'Виктор',
    last_name: 'Лебедев',
    email: 'blocked-teacher@example.com',
    phone: '+7 912 000-55-66',
    subject_ids: [1],
    active: false,
  },
] as const;

export async function insertDemoTeachers(
  trx: Kysely<DB>,
  account: { password_hash: string; locale: Locale },
  now: string,
): Promise<void> {
  for (const { active, ...teacher } of DEMO_TEACHERS) {
    const user = await insertAccount(
      trx,
      { ...account, ...teacher, subject_ids: [...teacher.subject_ids], role_id: ROLE.teacher },
      now,
    );
    if (!active) await trx.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
  }
}
