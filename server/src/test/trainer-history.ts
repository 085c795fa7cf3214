import { storeJudgedRound } from '../modules/trainers/round-store.ts';
import { claimSession, insertSession } from '../modules/trainers/trainers.repo.ts';
import type { TestUser } from './factories.ts';
import type { TestContext } from './harness.ts';

const DAY_MS = 86_400_000;

/** One past round: how long ago, how many of how many tasks were right, its score (the right answers unless told). */
export interface PastRound {
  daysAgo: number;
  correct: number;
  total: number;
  score?: number;
  rejected?: boolean;
}

export const daysAgo = (t: TestContext, days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);

/**
 * Stores past rounds as the trainers module stores a judged round (result, standing, kept latest rounds), oldest
 * first so ids follow time. The trainer's rule earns no likes: the rounds are history, not a balance.
 */
export async function storePastRounds(
  t: TestContext,
  student: TestUser,
  trainer: { id: number; subjectId: number },
  rounds: readonly PastRound[],
): Promise<void> {
  const ordered = [...rounds].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const [index, round] of ordered.entries()) {
    const at = daysAgo(t, round.daysAgo);
    await t.database.transaction(async (trx) => {
      const sessionId = await insertSession(trx, {
        student_id: student.id,
        trainer_id: trainer.id,
        subject_id: trainer.subjectId,
        seed: index + 1,
        settings: {},
        created_at: new Date(at.getTime() - 60_000).toISOString(),
        expires_at: new Date(at.getTime() + DAY_MS).toISOString(),
      });
      if (!(await claimSession(trx, sessionId, 'finished', at.toISOString()))) throw new Error('session not claimed');
      const outcome = {
        correct: round.correct,
        total: round.total,
        score: round.score ?? round.correct,
        won: round.correct === round.total,
      };
      await storeJudgedRound(
        trx,
        t.database.dialect,
        {
          session: { id: sessionId, student_id: student.id, trainer_id: trainer.id, subject_id: trainer.subjectId },
          likesRule: { per_correct: 0, min_correct: 0, max_per_round: 0, daily_cap: 0 },
          verdict: round.rejected ? { status: 'rejected', reason: 'bad_timing', outcome } : { status: 'ok', outcome },
          durationMs: 60_000,
          now: at,
        },
        () => Promise.reject(new Error('a round of the history earns no likes')),
      );
    });
  }
}
