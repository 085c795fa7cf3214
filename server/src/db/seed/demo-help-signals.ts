import { rulesFor } from '@umka/games';
import type { Kysely } from 'kysely';
import { storeJudgedRound } from '../../modules/trainers/round-store.ts';
import { toTrainer } from '../../modules/trainers/trainer-mapper.ts';
import { claimSession, insertSession, listTrainers } from '../../modules/trainers/trainers.repo.ts';
import type { DialectName } from '../database.ts';
import type { DB } from '../schema.ts';

const DAY_MS = 86_400_000;
const MATH = 1;

/**
 * Issue [15]: who needs help in the demo teacher's classes. Петя (`student3@example.com`, 3 «А») has lost his way in
 * the Schulte table: five rounds in a row over the last days, each with 3 cells found of the table, which the
 * "failed rounds in a row" rule singles out. Found cells below the trainer's minimum earn no likes, so his documented
 * 9 likes stay as they are. Даша's overdue homework in «Соробан» is demo-cabinet.ts's past homework she never
 * answered; Миша (`student@example.com`) did his, and his history raises no signal.
 */
export const HELP_SIGNALS_STRUGGLING_EMAIL = 'student3@example.com';
export const FAILED_SCHULTE_ROUNDS = 5;
const FOUND_CELLS = 3;

export async function insertDemoHelpSignals(
  trx: Kysely<DB>,
  dialect: DialectName,
  studentIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const studentId = studentIds.get(HELP_SIGNALS_STRUGGLING_EMAIL);
  if (studentId === undefined) throw new Error(`the demo seed has no student ${HELP_SIGNALS_STRUGGLING_EMAIL}`);
  const rules = rulesFor('schulte');
  const trainer = (await listTrainers(trx))
    .map((row) => toTrainer(dialect, row))
    .find((entry) => entry.component === 'schulte');
  if (!rules || !trainer) throw new Error('the demo help signals need the Schulte table');
  const settings = rules.settings.parse(trainer.default_settings ?? rules.defaults);

  for (let index = 0; index < FAILED_SCHULTE_ROUNDS; index++) {
    // One round a day, the newest this morning: a run the teacher sees as it happened.
    const at = new Date(now.getTime() - (FAILED_SCHULTE_ROUNDS - 1 - index) * DAY_MS - 3 * 3_600_000);
    const seed = studentId * 7_919 + index;
    const total = rules.generate(seed, settings).length;
    const ms = 90_000 + index * 5_000;
    const facts = {
      playedMs: ms,
      misses: 2,
      rightAnswerMs: Array.from({ length: FOUND_CELLS }, () => 4_000),
      points: 0,
    };
    const sessionId = await insertSession(trx, {
      student_id: studentId,
      trainer_id: trainer.id,
      subject_id: MATH,
      seed,
      settings,
      created_at: new Date(at.getTime() - ms).toISOString(),
      expires_at: new Date(at.getTime() + DAY_MS).toISOString(),
    });
    if (!(await claimSession(trx, sessionId, 'finished', at.toISOString())))
      throw new Error('a fresh demo session could not be claimed');
    await storeJudgedRound(
      trx,
      dialect,
      {
        session: { id: sessionId, student_id: studentId, trainer_id: trainer.id, subject_id: MATH },
        likesRule: trainer.likes_rule,
        verdict: { status: 'ok', outcome: rules.outcome(FOUND_CELLS, total, ms, settings, facts) },
        durationMs: ms,
        now: at,
      },
      () => Promise.reject(new Error('a failed demo round must earn no likes: Петя’s balance is documented')),
    );
  }
}
