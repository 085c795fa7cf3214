import {
  adminStudentListSchema,
  adminTeacherSchema,
  auditLogEntrySchema,
  paginated,
  userSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';

/** A Cyrillic name unique to this run, so that other tests' people never match it. */
function cyrillicName(t: TestContext, user: TestUser, lastName: string) {
  return t.database.db
    .updateTable('users')
    .set({ first_name: 'Мария', last_name: lastName })
    .where('id', '=', user.id)
    .execute();
}

describeEachDatabase('the admin searches, in any case of a Cyrillic name', (t) => {
  let admin: TestUser;
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  const get = (path: string) => t.api('GET', path, { token: admin.token });

  beforeAll(async () => {
    admin = await t.factories.buildAdmin();
  });

  it('find a student typed in small letters, in capitals and by the name in either order', async () => {
    const student = await t.factories.buildStudent();
    await cyrillicName(t, student, 'Иванова-Студентка');
    for (const search of ['иванова-студентка', 'ИВАНОВА-СТУДЕНТКА', 'Иванова-Студентка', 'мария иванова-студ']) {
      const page = dataOf(
        await get(`/api/admin/students?search=${encodeURIComponent(search)}`),
        adminStudentListSchema,
      );
      expect(ids(page.items), search).toEqual([student.id]);
    }
  });

  it('find a teacher and any user typed in small letters', async () => {
    const teacher = await t.factories.buildTeacher();
    await cyrillicName(t, teacher, 'Иванова-Учительница');
    const search = encodeURIComponent('иванова-учительница');
    const teachers = dataOf(await get(`/api/admin/teachers?search=${search}`), paginated(adminTeacherSchema));
    expect(ids(teachers.items)).toEqual([teacher.id]);
    const users = dataOf(await get(`/api/users?search=${search}`), paginated(userSchema));
    expect(ids(users.items)).toEqual([teacher.id]);
  });

  it('find the log entries of an actor whose name is typed in small letters', async () => {
    const other = await t.factories.buildAdmin();
    await cyrillicName(t, other, 'Иванова-Админ');
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: other.token, body: { is_active: false } });
    const logs = dataOf(
      await get(`/api/admin/logs?actor=${encodeURIComponent('иванова-админ')}`),
      paginated(auditLogEntrySchema),
    );
    expect(logs.items.map((item) => [item.action, item.target_id])).toEqual([['user.block', student.id]]);
  });

  it('still take the search literally: % and _ match only themselves', async () => {
    const student = await t.factories.buildStudent();
    await cyrillicName(t, student, 'Иванова_Процент');
    const literal = dataOf(
      await get(`/api/admin/students?search=${encodeURIComponent('иванова_п')}`),
      adminStudentListSchema,
    );
    expect(ids(literal.items)).toEqual([student.id]);
    const wildcard = dataOf(
      await get(`/api/users?search=${encodeURIComponent('%иванова%процент')}`),
      paginated(userSchema),
    );
    expect(ids(wildcard.items)).toEqual([]);
  });
});
