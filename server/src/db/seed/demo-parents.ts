import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertAccount } from '../../modules/users/accounts.ts';
import type { DB } from '../schema.ts';
import { DEMO_PARENT_EMAIL } from './demo-parent-chat.ts';

/**
 * The demo parent (issue [15]): Миша's mother, following him from her cabinet — his week, trainer charts, homework,
 * diary, likes and certificates come from the rest of the demo seed; the chat with his teacher from
 * demo-parent-chat.ts, which runs after this.
 */
export async function insertDemoParent(
  trx: Kysely<DB>,
  deps: { account: { password_hash: string; locale: 'ru-RU' }; childId: number },
  now: string,
): Promise<number> {
  const parent = await insertAccount(
    trx,
    { ...deps.account, role_id: ROLE.parent, first_name: 'Ольга', last_name: 'Иванова', email: DEMO_PARENT_EMAIL },
    now,
  );
  await trx
    .insertInto('parent_children')
    .values({ parent_id: parent.id, student_id: deps.childId, created_at: now })
    .execute();
  return parent.id;
}
