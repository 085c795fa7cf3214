import { loginResultSchema, onlineGamesSchema, onlineRatingSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo online games', (t) => {
  async function logIn(email: string) {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }
  const gamesOf = async (token: string, subjectId = 1) =>
    dataOf(await t.api('GET', `/api/online/games?subjectId=${subjectId}`, { token }), onlineGamesSchema);

  withDemoData(t);

  it('gives Миша and Даша a record in both games of math, and the rating of connect four', async () => {
    const misha = await logIn('student@example.com');
    const dasha = await logIn('student4@example.com');
    const his = await gamesOf(misha.token);
    expect(his.likes_needed).toBe(0);
    expect(Object.fromEntries(his.games.map((game) => [game.component, game.record]))).toEqual({
      connect4: { wins: 4, draws: 1, losses: 2 },
      picnic: { wins: 2, draws: 0, losses: 1 },
    });
    const rating = dataOf(
      await t.api('GET', `/api/ratings/online?subjectId=1&trainer_id=${his.games[0]?.trainer_id}`, {
        token: dasha.token,
      }),
      onlineRatingSchema,
    );
    expect(rating.rating?.items.map((item) => [item.student_id, item.value])).toEqual([
      [misha.id, 4],
      [dasha.id, 2],
    ]);
  });

  it('keeps the games locked for a classmate with 9 likes, and says how many more he needs', async () => {
    const petya = await logIn('student3@example.com');
    expect((await gamesOf(petya.token)).likes_needed).toBe(1);
  });
});
