import { itStudentQuizListSchema, loginResultSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { DEMO_PASSWORD } from './demo.ts';

describeEachDatabase('the demo IT quizzes', (t) => {
  withDemoData(t);

  it('shows Миша two quizzes, the first tried once with 3 of 5 and its 3 IT points in his ledger', async () => {
    const response = await t.api('POST', '/api/login', {
      body: { email: 'student@example.com', password: DEMO_PASSWORD },
    });
    const misha = dataOf(response, loginResultSchema).user;
    const token = String(response.headers['jwt-token']);
    const list = dataOf(await t.api('GET', '/api/it-quizzes', { token }), itStudentQuizListSchema);

    expect(list.quizzes.map((quiz) => [quiz.questions_count, quiz.best_correct, quiz.attempts])).toEqual([
      [5, 3, 1],
      [4, null, 0],
    ]);
    const ledger = await t.database.db
      .selectFrom('it_point_ledger')
      .select('delta')
      .where('student_id', '=', misha.id)
      .where('ref_type', '=', 'it_quiz')
      .execute();
    expect(ledger.map((row) => row.delta)).toEqual([3]);
  });
});
