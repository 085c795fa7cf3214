import { loginResultSchema, mailingsSchema, mailPageSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('the demo mail', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }
  const mailOf = async (who: { id: number; token: string }) =>
    dataOf(await t.api('GET', `/api/users/${who.id}/messages?subjectId=1`, { token: who.token }), mailPageSchema);

  withDemoData(t);

  it('gives the demo student a welcome, event letters from the teacher and the character, and the class mailing', async () => {
    const mail = await mailOf(await logIn('student@example.com'));
    expect(mail.items.map((item) => item.type_id)).toEqual([3, 2, 1, 1, 3]);
    expect(mail.unread).toBe(3);
    const [mailing, album, homework, certificate, welcome] = mail.items;
    expect(mailing?.template.text['ru-RU']).toContain('праздник чисел');
    expect(album).toMatchObject({ is_read: false, character: { code: 'fox' } });
    expect(homework).toMatchObject({ is_read: true, author: { name: 'Ирина Петрова' } });
    expect(t.clock.now().getTime() - new Date(certificate?.created_at ?? '').getTime()).toBeGreaterThan(7 * DAY_MS);
    expect(certificate?.is_read).toBe(false);
    expect(welcome).toMatchObject({ is_read: true, template: { text: { 'ru-RU': expect.stringContaining('Миша') } } });
  });

  it('shows the admin one finished mailing', async () => {
    const admin = await logIn('admin@example.com');
    const { items } = dataOf(await t.api('GET', '/api/admin/mailings', { token: admin.token }), mailingsSchema);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ status: 'done', total: 5, sent: 5, audience: { kind: 'group' } });
  });
});
