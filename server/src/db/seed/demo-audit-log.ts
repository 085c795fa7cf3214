import type { Kysely } from 'kysely';
import type { DB } from '../schema.ts';

export interface DemoAuditPeople {
  adminId: number;
  teacherId: number;
  classId: number;
  studentId: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A few days of the admin's and the teacher's work, so /admin/logs shows entries of both kinds at once: service
 * records with a before and after, and generic records of staff writes (docs/AUDIT.md).
 */
export async function insertDemoAuditLog(trx: Kysely<DB>, people: DemoAuditPeople, now: string): Promise<void> {
  const at = (hoursAgo: number) => new Date(new Date(now).getTime() - hoursAgo * HOUR_MS).toISOString();
  const entries = [
    {
      user_id: people.adminId,
      action: 'user.update',
      target_type: 'user',
      target_id: people.studentId,
      meta: { before: { phone: null, password: '•••' }, after: { phone: '+7 912 000-11-22', password: '•••' } },
      created_at: at(50),
    },
    {
      user_id: people.teacherId,
      action: 'groups.writeMessage',
      target_type: 'group',
      target_id: people.classId,
      meta: { after: { text: 'Не забудьте тетради в пятницу!' }, params: { id: people.classId } },
      created_at: at(26),
    },
    {
      user_id: people.adminId,
      action: 'user.block',
      target_type: 'user',
      target_id: people.studentId,
      meta: null,
      created_at: at(3),
    },
    {
      user_id: people.adminId,
      action: 'user.unblock',
      target_type: 'user',
      target_id: people.studentId,
      meta: null,
      created_at: at(2),
    },
  ];
  await trx
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        ...entry,
        ip: '127.0.0.1',
        meta: entry.meta ? JSON.stringify(entry.meta) : null,
      })),
    )
    .execute();
}
