import { auditLogDetailSchema, auditLogEntrySchema, paginated } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo audit log', (t) => {
  const demo = withDemoData(t);

  it("shows the demo admin the admin's and the teacher's recent work, a profile change with its before and after", async () => {
    const admin = await demo.logIn('admin@example.com');
    const log = dataOf(
      await t.api('GET', '/api/admin/logs?action=user.update', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    const [change] = log.items;
    if (!change) throw new Error('no demo user.update entry');
    const detail = dataOf(
      await t.api('GET', `/api/admin/logs/${change.id}`, { token: admin.token }),
      auditLogDetailSchema,
    );
    expect(detail.after).toEqual({ phone: '+7 912 000-11-22', password: '•••' });

    const teacherWork = dataOf(
      await t.api('GET', '/api/admin/logs?action=groups.', { token: admin.token }),
      paginated(auditLogEntrySchema),
    );
    expect(teacherWork.items[0]).toMatchObject({ user_name: 'Ирина Петрова', target_name: '3 «А»' });
  });
});
