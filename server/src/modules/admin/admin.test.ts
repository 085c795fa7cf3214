import { auditLogEntrySchema, outboxMessageSchema, paginated } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('admin outbox and logs', (t) => {
  it('shows the mails kept in the dev outbox, newest first and paged', async () => {
    const admin = await t.factories.buildAdmin();
    const [first, second] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
    await t.api('POST', '/api/reset', { body: { email: first.email, lang: 'uk-UA' } });
    await t.api('POST', '/api/reset', { body: { email: second.email, lang: 'ru-RU' } });
    await t.drainJobs();

    const page = dataOf(
      await t.api('GET', '/api/admin/outbox?per_page=1', { token: admin.token }),
      paginated(outboxMessageSchema),
    );
    expect(page).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(page.items[0]).toMatchObject({ to: second.email, subject: 'Умка: код для восстановления пароля' });
    const older = dataOf(
      await t.api('GET', '/api/admin/outbox?per_page=1&page=2', { token: admin.token }),
      paginated(outboxMessageSchema),
    );
    expect(older.items[0]).toMatchObject({ to: first.email, subject: 'Умка: код для відновлення пароля' });
    expect(older.items[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it('pages the audit log newest first', async () => {
    const admin = await t.factories.buildAdmin();
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
    await t.api('PUT', '/api/admin/maintenance', { token: admin.token, body: { enabled: false } });

    const logs = dataOf(
      await t.api('GET', '/api/admin/logs?per_page=2', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    expect(logs.items.map((entry) => entry.action)).toEqual(['maintenance.off', 'user.block']);
    expect(logs.items[1]).toMatchObject({ user_id: admin.id, target_type: 'user', target_id: student.id });
    expect(logs.total).toBeGreaterThanOrEqual(2);
  });

  it('names the actor of each log entry and keeps entries of deleted users without a name', async () => {
    const [admin, former] = await Promise.all([t.factories.buildAdmin(), t.factories.buildAdmin()]);
    const student = await t.factories.buildStudent();
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: former.token, body: { is_active: false } });
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: true } });
    await t.api('DELETE', `/api/users/${former.id}`, { token: admin.token });

    const logs = dataOf(
      await t.api('GET', '/api/admin/logs?per_page=3', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    expect(logs.items.map((entry) => [entry.action, entry.user_id, entry.user_name])).toEqual([
      ['user.delete', admin.id, `${admin.first_name} ${admin.last_name}`],
      ['user.unblock', admin.id, `${admin.first_name} ${admin.last_name}`],
      ['user.block', former.id, null],
    ]);
  });

  it('names the object of each entry as it is now, and nothing once it is deleted', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher();
    const [student, gone] = await Promise.all([t.factories.buildStudent(), t.factories.buildStudent()]);
    const group = await t.factories.buildGroup({ teacher, students: [], title: 'Совята' });
    await t.api('PATCH', `/api/users/${student.id}/activity`, { token: admin.token, body: { is_active: false } });
    await t.api('DELETE', `/api/groups/${group.id}`, { token: admin.token });
    await t.api('DELETE', `/api/users/${gone.id}`, { token: admin.token });

    const logs = dataOf(
      await t.api('GET', '/api/admin/logs?per_page=3', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    expect(logs.items.map((entry) => [entry.action, entry.target_name])).toEqual([
      ['user.delete', null],
      ['group.delete', 'Совята'],
      ['user.block', `${student.first_name} ${student.last_name}`],
    ]);
  });
});
