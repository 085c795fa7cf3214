import {
  homeworkItemProgressSchema,
  libraryPageSchema,
  loginResultSchema,
  studentHomeworkListSchema,
} from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo homework with a library page', (t) => {
  withDemoData(t);

  it("shows the demo student a library page in «Соробан»'s current homework, opened from there", async () => {
    const login = await t.api('POST', '/api/login', {
      body: { email: 'student@example.com', password: DEMO_PASSWORD },
    });
    const student = { id: dataOf(login, loginResultSchema).user.id, token: String(login.headers['jwt-token']) };
    const list = dataOf(
      await t.api('GET', `/api/students/${student.id}/homework?subject_id=3`, { token: student.token }),
      studentHomeworkListSchema,
    );
    const [current] = list.current;
    const item = current?.items.find((entry) => entry.type === 'material');
    if (!current || item?.type !== 'material') throw new Error('the current homework has no library material');
    expect(item.material).toMatchObject({ kind: 'page', title: 'Плюс девять на соробане' });

    const page = await t.api('GET', `/api/homework/${current.id}/materials/${item.id}/page`, { token: student.token });
    expect(dataOf(page, libraryPageSchema).doc.content?.map((node) => node.type)).toContain('formula');
    const opened = await t.api('POST', `/api/homework/${current.id}/materials/${item.id}/open`, {
      token: student.token,
    });
    expect(dataOf(opened, homeworkItemProgressSchema)).toMatchObject({ complete: true });
  });
});
