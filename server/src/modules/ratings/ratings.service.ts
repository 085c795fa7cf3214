import {
  type OnlineRating,
  type OnlineRatingQuery,
  RATING_PAGE_SIZE,
  ROLE,
  TRAINER_TYPE_WINS,
  type TrainerRating,
  type TrainerRatingQuery,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { snapshotReader } from '../../db/snapshot-reader.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import { assertMayUseSubject, assertTrainerInSubject } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { createRatingPageCache, type SharedRatingPage } from './rating-page-cache.ts';
import { toRatingEntry } from './rating-reads.ts';
import { ratingStandings } from './rating-standings.ts';
import { findRated, type RatingScope, ratingBuckets, ratingPage } from './ratings.repo.ts';

export interface RatingsService {
  trainer(actor: AuthUser, query: TrainerRatingQuery): Promise<TrainerRating>;
  /** The subject's online games and one game's rating by wins; a subject without online games has none. */
  online(actor: AuthUser, query: OnlineRatingQuery): Promise<OnlineRating>;
}

export function createRatingsService(deps: {
  database: Database;
  trainers: Pick<TrainersPort, 'activeSubjectIds' | 'findTrainer' | 'listTrainers'>;
}): RatingsService {
  const { activeSubjectIds, findTrainer, listTrainers } = deps.trainers;
  const { db, dialect, changeStamp } = deps.database;
  // SQLite only: PostgreSQL offers no cheap stamp of "nothing changed", and its readers run side by side.
  const pageCache = changeStamp ? createRatingPageCache() : null;

  const entry = toRatingEntry;
  const readSnapshot = snapshotReader(deps.database);

  /** The standings and the entries of the page starting at `offset`, kept while the database is unchanged. */
  async function sharedPage(reader: Kysely<DB>, scope: RatingScope, offset: number): Promise<SharedRatingPage> {
    // Read on the held connection, before the page: no write can come between the stamp and the rows.
    const stamp = changeStamp?.();
    const key = `${scope.trainerId}:${scope.subjectId}:${scope.metric}:${offset}`;
    const kept = stamp === undefined ? undefined : pageCache?.get(stamp, key);
    if (kept) return kept;
    const standings = ratingStandings(await ratingBuckets(reader, scope));
    const start = standings.locate(offset);
    const rows = start
      ? await ratingPage(reader, scope, { fromValue: start.value, skip: start.before, limit: RATING_PAGE_SIZE })
      : [];
    const page = { standings, rows };
    if (stamp !== undefined) pageCache?.set(stamp, key, page);
    return page;
  }

  async function trainer(actor: AuthUser, query: TrainerRatingQuery): Promise<TrainerRating> {
    const row = await findTrainer(db, query.trainer_id);
    if (!row) throw new AppError('NOT_FOUND');
    const trainer = toTrainer(dialect, row);
    assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
    assertTrainerInSubject(trainer.subjects, query.subjectId);

    const scope: RatingScope = {
      trainerId: trainer.id,
      subjectId: query.subjectId,
      metric: trainer.type_id === TRAINER_TYPE_WINS ? 'wins' : 'score',
    };
    const offset = (query.page - 1) * RATING_PAGE_SIZE;
    const { standings, rows, own } = await readSnapshot(async (reader) => {
      const { standings, rows } = await sharedPage(reader, scope, offset);
      const appendsOwn =
        actor.role_id === ROLE.student &&
        standings.total >= RATING_PAGE_SIZE &&
        !rows.some((row) => row.student_id === actor.id);
      return { standings, rows, own: appendsOwn ? await findRated(reader, scope, actor.id) : null };
    });

    // Competition ranking (1, 2, 2, 4): equal values share a rank, even across a page boundary.
    const items = rows.map((row) => entry(actor, row, standings.rankOf(row.value)));
    if (own) items.push(entry(actor, own, standings.rankOf(own.value)));
    const total = standings.total;
    return {
      metric: scope.metric,
      items,
      total,
      page: query.page,
      per_page: RATING_PAGE_SIZE,
      last_page: Math.max(1, Math.ceil(total / RATING_PAGE_SIZE)),
    };
  }

  async function online(actor: AuthUser, query: OnlineRatingQuery): Promise<OnlineRating> {
    assertMayUseSubject(actor, query.subjectId, await activeSubjectIds(db, actor.id));
    const games = (await listTrainers(db))
      .map((row) => toTrainer(dialect, row))
      .filter((game) => game.type_id === TRAINER_TYPE_WINS && game.subjects.includes(query.subjectId))
      .map((game) => ({ trainer_id: game.id, title: game.title }));
    const chosen = query.trainer_id ?? games[0]?.trainer_id;
    if (chosen === undefined) return { games, trainer_id: null, rating: null };
    if (!games.some((game) => game.trainer_id === chosen)) throw new AppError('NOT_FOUND');
    const rating = await trainer(actor, { trainer_id: chosen, subjectId: query.subjectId, page: query.page });
    return { games, trainer_id: chosen, rating };
  }

  return { trainer, online };
}
