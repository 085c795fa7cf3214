import { trainerResultSchema } from '@umka/contracts';
import { applyPicnicSingle, type PicnicSingleMove, picnicSingleLegalMoves, startPicnicSingle } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { catalogueTrainerId, openSession, postRound, requestSession } from '../trainers/trainer-rounds.fixture.ts';
import { ONLINE_SUBJECT, player } from './online.fixture.ts';

describeEachDatabase('the summer picnic alone', (t) => {
  let picnicId: number;
  beforeAll(async () => {
    picnicId = await catalogueTrainerId(t, 'picnic');
  });

  it('is an online game: a student below 10 likes is told so instead of a round', async () => {
    const newcomer = await t.factories.buildStudent({ subjects: [ONLINE_SUBJECT], likes: { [ONLINE_SUBJECT]: 9 } });
    const response = await requestSession(t, newcomer, picnicId, ONLINE_SUBJECT, {});
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'ONLINE_LOCKED' });
  });

  it('scores the baskets of a round the server replays, and never counts it as a win', async () => {
    const student = await player(t);
    const session = await openSession(t, student, picnicId, ONLINE_SUBJECT, {});
    let state = startPicnicSingle(session.seed);
    const moves: PicnicSingleMove[] = [];
    for (let ms = 800; ms <= 60_000; ms += 800) {
      const [play] = picnicSingleLegalMoves(state);
      if (!play) break;
      const move = { ...play, ms };
      state = applyPicnicSingle(state, move);
      moves.push(move);
    }
    t.clock.advance(61_000);
    const result = dataOf(
      await postRound(t, student, session.session_id, [{ index: 0, answer: { moves }, ms: 60_000 }], 61_000),
      trainerResultSchema,
    );
    expect(state.baskets).toBeGreaterThan(0);
    expect(result.score).toBe(state.baskets);
    const stats = await t.database.db
      .selectFrom('trainer_stats')
      .select(['wins', 'best_score'])
      .where('student_id', '=', student.id)
      .where('trainer_id', '=', picnicId)
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ wins: 0, best_score: state.baskets });
  });
});
