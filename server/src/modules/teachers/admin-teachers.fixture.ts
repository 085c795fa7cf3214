import { adminTeacherDetailSchema } from '@umka/contracts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, type TestContext } from '../../test/harness.ts';

/** A staff password the policy accepts (12+ characters, not a breached one). */
export const TEACHER_PASSWORD = 'violet-harbour-42';

let sequence = 0;

/** A teacher made through the admin's form, named with `tag` so a search finds exactly the test's own. */
export async function createTeacherThroughApi(
  t: TestContext,
  admin: TestUser,
  fields: { first_name?: string; last_name?: string; subject_ids?: number[]; tag?: string } = {},
) {
  sequence += 1;
  const response = await t.api('POST', '/api/admin/teachers', {
    token: admin.token,
    body: {
      first_name: fields.first_name ?? 'Нина',
      last_name: `${fields.last_name ?? 'Петрова'}${fields.tag ?? ''}`,
      email: `teacher-${sequence}-${Math.random().toString(36).slice(2, 8)}@test.example`,
      phone: '+7 900 000-00-00',
      password: TEACHER_PASSWORD,
      subject_ids: fields.subject_ids ?? [1],
    },
  });
  return dataOf(response, adminTeacherDetailSchema).teacher;
}

export async function latestAudit(t: TestContext, action: string) {
  const row = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, meta: typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta };
}
