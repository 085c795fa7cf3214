import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertMessage, markRead } from '../../modules/chat/chat.repo.ts';
import { updateParentChat } from '../../modules/chat/parent-chat.repo.ts';
import type { DB } from '../schema.ts';

/**
 * The parents' chat of issue [15] as a reviewer should find it: the demo teacher's class 3 «А» lets its students'
 * parents write to her, and, when the demo parent account exists, that parent and the teacher have exchanged a
 * question and an answer the parent has not read yet. The parent account is made elsewhere in the seed, so this
 * runs after it and only writes the messages when it finds the account.
 */
export const DEMO_PARENT_EMAIL = 'parent@example.com';

const MINUTE_MS = 60 * 1000;

export async function insertDemoParentChat(
  trx: Kysely<DB>,
  demo: { teacherId: number; classId: number },
  now: string,
): Promise<void> {
  await updateParentChat(trx, demo.classId, true);
  const parent = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_PARENT_EMAIL)
    .where('role_id', '=', ROLE.parent)
    .executeTakeFirst();
  if (!parent) return;
  const at = (minutesAgo: number) => new Date(new Date(now).getTime() - minutesAgo * MINUTE_MS).toISOString();
  await insertMessage(trx, {
    from_id: parent.id,
    to_id: demo.teacherId,
    text: 'Здравствуйте, Ирина Петровна! Как Миша справляется со сложением в столбик? Дома он говорит, что всё легко.',
    client_key: 'demo-parent-chat-1',
    created_at: at(240),
  });
  await markRead(trx, demo.teacherId, parent.id);
  await insertMessage(trx, {
    from_id: demo.teacherId,
    to_id: parent.id,
    text: 'Добрый день! Миша молодец: решает быстро и почти без ошибок. Дома можно потренировать задачи в два действия.',
    client_key: 'demo-parent-chat-2',
    created_at: at(200),
  });
}
