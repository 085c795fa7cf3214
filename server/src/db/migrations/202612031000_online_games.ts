import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId } from '../migration-helpers.ts';

/**
 * Finished online games (issue [11]) and how each student in them came off. Rooms themselves live in memory or Redis
 * while they run; a game is written here once, when it ends, keyed by `game_key` (room and seed), so an instance that
 * replays the end after another already recorded it adds nothing. Wins also go to trainer_stats, which the rating reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withId(db.schema.createTable('online_games'), t)
    .addColumn('game_key', 'text', (col) => col.notNull().unique())
    .addColumn('trainer_id', 'integer', (col) => col.notNull().references('trainers.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('players', 'integer', (col) => col.notNull())
    .addColumn('with_bot', t.boolean, (col) => col.notNull())
    .addColumn('finished_at', t.timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('online_game_players')
    .addColumn('game_id', 'integer', (col) => col.notNull().references('online_games.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('trainer_id', 'integer', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('standing', 'text', (col) => col.notNull().check(sql`standing in ('won', 'draw', 'lost')`))
    .addColumn('likes_earned', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('online_game_players_pkey', ['game_id', 'student_id'])
    .execute();
  // A student's record per game and subject (/student/online).
  await db.schema
    .createIndex('online_game_players_student_idx')
    .on('online_game_players')
    .columns(['student_id', 'subject_id', 'trainer_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('online_game_players').execute();
  await db.schema.dropTable('online_games').execute();
}
