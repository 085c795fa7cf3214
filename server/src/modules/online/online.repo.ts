import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface OnlinePerson {
  id: number;
  role_id: number;
  first_name: string;
  last_name: string;
  locale: string;
}

export async function findPeople(db: Kysely<DB>, ids: readonly number[]): Promise<OnlinePerson[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'role_id', 'first_name', 'last_name', 'locale'])
    .where('id', 'in', [...ids])
    .execute();
}

/** The game's row, or null when it was recorded before (another instance saw the same end). */
export async function insertGame(
  db: Kysely<DB>,
  game: { game_key: string; trainer_id: number; subject_id: number; players: number; with_bot: boolean; now: string },
): Promise<number | null> {
  const row = await db
    .insertInto('online_games')
    .values({
      game_key: game.game_key,
      trainer_id: game.trainer_id,
      subject_id: game.subject_id,
      players: game.players,
      with_bot: game.with_bot,
      finished_at: game.now,
    })
    .onConflict((oc) => oc.column('game_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function insertPlayer(
  db: Kysely<DB>,
  player: {
    game_id: number;
    student_id: number;
    trainer_id: number;
    subject_id: number;
    standing: 'won' | 'draw' | 'lost';
    likes_earned: number;
  },
): Promise<void> {
  await db.insertInto('online_game_players').values(player).execute();
}

/** A student's games in a subject, counted per online game and standing. */
export async function countStandings(
  db: Kysely<DB>,
  studentId: number,
  subjectId: number,
): Promise<{ trainer_id: number; standing: 'won' | 'draw' | 'lost'; games: number }[]> {
  const rows = await db
    .selectFrom('online_game_players')
    .select(['trainer_id', 'standing', (eb) => eb.fn.countAll<number | string>().as('games')])
    .where('student_id', '=', studentId)
    .where('subject_id', '=', subjectId)
    .groupBy(['trainer_id', 'standing'])
    .execute();
  return rows.map((row) => ({ ...row, games: Number(row.games) }));
}

/** Wins in a game and subject: how strong a player the quick queue looks for. */
export async function findWins(
  db: Kysely<DB>,
  key: { studentId: number; trainerId: number; subjectId: number },
): Promise<number> {
  const row = await db
    .selectFrom('trainer_stats')
    .select('wins')
    .where('student_id', '=', key.studentId)
    .where('trainer_id', '=', key.trainerId)
    .where('subject_id', '=', key.subjectId)
    .executeTakeFirst();
  return row?.wins ?? 0;
}
