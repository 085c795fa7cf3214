import { adminTeacherListSchema, loginResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo teachers', (t) => {
  withDemoData(t);

  it("fill the admin's teachers page with busy, idle and blocked teachers", async () => {
    const login = await t.api('POST', '/api/login', { body: { email: 'admin@example.com', password: DEMO_PASSWORD } });
    dataOf(login, loginResultSchema);
    const token = String(login.headers['jwt-token']);
    const list = dataOf(
      await t.api('GET', '/api/admin/teachers?sort=students_count&order=desc', { token }),
      adminTeacherListSchema,
    );
    expect(list.total).toBeGreaterThanOrEqual(5);
    expect(list.items[0]?.students_count).toBeGreaterThan(0);
    expect(list.items.some((teacher) => !teacher.is_active)).toBe(true);
    expect(list.items.some((teacher) => teacher.is_active && teacher.classes_count === 0)).toBe(true);
  });

  it('let nobody log in as the blocked demo teacher', async () => {
    const login = await t.api('POST', '/api/login', {
      body: { email: 'blocked-teacher@example.com', password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);
  });
});
