import { ageRatingSchema, loginResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo rating by age', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }
  const ageRating = async (student: { token: string }) =>
    dataOf(await t.api('GET', '/api/ratings/age?subjectId=1', { token: student.token }), ageRatingSchema);

  withDemoData(t);

  it('ranks the demo student in math among the classmates born the same year, nine years ago', async () => {
    const misha = await logIn('student@example.com');

    const rating = await ageRating(misha);

    expect(rating.birth_year).toBe(t.clock.now().getUTCFullYear() - 9);
    expect(rating.items.map((entry) => [entry.name, entry.value, entry.is_own])).toEqual([
      ['Миша Иванов', 12, true],
      ['Петя Кузнецов', 9, false],
      ['Аня Соколова', 4, false],
    ]);
  });

  it('leaves one demo student without a birth date, who is asked for it on the page', async () => {
    const sasha = await logIn('student5@example.com');

    expect(await ageRating(sasha)).toMatchObject({ birth_year: null, items: [], total: 0 });
  });
});
