import { loginResultSchema, studentNewsListSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo news', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }
  const newsOf = async (who: { id: number; token: string }, subjectId: number) =>
    dataOf(
      await t.api('GET', `/api/students/${who.id}/news?main_subject_id=${subjectId}`, { token: who.token }),
      studentNewsListSchema,
    );

  withDemoData(t);

  it('greets every demo student with a required welcome they have already read', async () => {
    for (const email of ['student@example.com', 'student2@example.com']) {
      const math = await newsOf(await logIn(email), 1);
      const welcome = math.news.find((item) => item.title['ru-RU'] === 'Добро пожаловать в Умку!');
      expect(welcome).toMatchObject({ is_required: 1, is_read: true });
      expect(math.news.some((item) => item.is_required === 1 && !item.is_read)).toBe(false);
    }
  });

  it('leaves the demo student news to read in their subjects, one of them with a picture', async () => {
    const student = await logIn('student@example.com');
    expect((await newsOf(student, 1)).unread).toBe(0);
    const reading = await newsOf(student, 2);
    expect(reading.unread).toBe(1);
    expect(reading.news[0]?.picture).toBe('/art/albums/forest-1.svg');
    expect((await newsOf(await logIn('student2@example.com'), 1)).unread).toBe(1);
  });
});
