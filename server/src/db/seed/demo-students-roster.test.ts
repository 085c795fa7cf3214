import { adminStudentListSchema, groupSchema, paginated } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { type DemoSession, withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';

describeEachDatabase('the demo students of the admin student list', (t) => {
  const { logIn } = withDemoData(t);
  let admin: DemoSession;

  beforeAll(async () => {
    admin = await logIn('admin@example.com');
  });

  const list = async (query: string) =>
    dataOf(await t.api('GET', `/api/admin/students?${query}`, { token: admin.token }), adminStudentListSchema);

  it('fills more than one page of the list', async () => {
    expect((await list('')).last_page).toBeGreaterThan(1);
  });

  it('gives every filter and sort something to find', async () => {
    const classes = dataOf(
      await t.api('GET', '/api/groups?subject_id=2&per_page=100', { token: admin.token }),
      paginated(groupSchema),
    );
    const reading = classes.items.find((group) => group.title === '2 «Б» — чтение');
    expect(reading).toBeDefined();
    for (const query of [
      'subject_id=2',
      'subject_id=3',
      `group_id=${reading?.id}`,
      `teacher_id=${reading?.teacher_id}`,
      'subject_id=2&status=blocked',
      'status=blocked',
      'subject_id=2&no_class=true',
      'no_class=true',
      'search=roster1',
      'sort=birth_date&order=desc',
    ]) {
      expect((await list(query)).total, query).toBeGreaterThan(0);
    }
  });
});
