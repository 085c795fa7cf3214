import {
  type LocalizedText,
  type MentalTest,
  type MentalTestBody,
  type MentalTestPatch,
  mentalTestSessionSettingsSchema,
  type PageQuery,
  type StudentMentalTest,
} from '@umka/contracts';
import { type MentalTestSettings, mentalTestRules, mentalTestSettings } from '@umka/games';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidFields } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { assertMayUseSubject } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import type { SessionContext } from '../trainers/trainers.service.ts';
import {
  fromRow,
  type StoredMentalTest,
  type StudentMentalTestStanding,
  toColumns,
  toMentalTest,
  toStudentMentalTest,
  validTest,
} from './mental-tests.mapper.ts';
import { assertTestOpenInSubject } from './mental-tests.policy.ts';
import {
  deleteMentalTest,
  findMentalTest,
  findMentalTestTrainerId,
  insertMentalTest,
  listMentalTests,
  mentalTestRounds,
  mentalTestTitles,
  publishedMentalTests,
  testsOfResults,
  updateMentalTest,
} from './mental-tests.repo.ts';

export interface MentalTestsService {
  list(query: PageQuery): Promise<Page<MentalTest>>;
  get(id: number): Promise<MentalTest>;
  create(body: MentalTestBody): Promise<MentalTest>;
  update(id: number, patch: MentalTestPatch): Promise<MentalTest>;
  remove(id: number): Promise<{ id: number }>;
  /** The published tests of a subject the student has, each with their attempts and best validated round. */
  listForStudent(actor: AuthUser, subjectId: number): Promise<StudentMentalTest[]>;
  getForStudent(actor: AuthUser, id: number, subjectId: number): Promise<StudentMentalTest>;
  /**
   * The mental-test trainer's session settings from `{ test_id }`: the stored test's expressions and
   * time limit, never tasks the client sends, and only for a test published in the session's subject.
   */
  sessionSettings(requested: unknown, context: SessionContext): Promise<MentalTestSettings>;
  /** The titles of the tests these results were rounds of, for the statistics pages; deleted tests have none. */
  roundLabels(resultIds: readonly number[]): Promise<ReadonlyMap<number, LocalizedText>>;
}

const settingsOfSession = mentalTestSettings.pick({ testId: true });

/** Most right answers wins; of equals, the quicker round, then the earlier one. */
function better(a: StudentMentalTest['best'], b: NonNullable<StudentMentalTest['best']>): boolean {
  if (!a) return true;
  if (b.correct !== a.correct) return b.correct > a.correct;
  return b.duration_ms < a.duration_ms;
}

export function createMentalTestsService(deps: {
  database: Database;
  clock: Clock;
  trainers: Pick<TrainersPort, 'activeSubjectIds'>;
}): MentalTestsService {
  const { activeSubjectIds } = deps.trainers;
  const { db, dialect } = deps.database;

  async function loadStored(id: number): Promise<StoredMentalTest | undefined> {
    const row = await findMentalTest(db, id);
    return row ? fromRow(dialect, row) : undefined;
  }

  async function load(id: number): Promise<MentalTest> {
    const test = await loadStored(id);
    if (!test) throw new AppError('NOT_FOUND');
    return toMentalTest(test);
  }

  async function trainerId(): Promise<number> {
    const id = await findMentalTestTrainerId(db, mentalTestRules.component);
    if (id === undefined) throw new AppError('NOT_FOUND');
    return id;
  }

  /** Per test id: how often the student sent a round of it and their best validated one. */
  async function standings(studentId: number, subjectId: number, trainer: number) {
    const byTest = new Map<number, StudentMentalTestStanding>();
    for (const round of await mentalTestRounds(db, { studentId, trainerId: trainer, subjectId })) {
      const settings = settingsOfSession.safeParse(readJson(dialect, round.settings));
      if (!settings.success) continue;
      const standing = byTest.get(settings.data.testId) ?? { attempts: 0, best: null };
      standing.attempts++;
      const attempt = {
        correct: round.correct,
        total: round.total,
        duration_ms: round.duration_ms,
        created_at: round.created_at,
      };
      if (round.validate_status === 'ok' && better(standing.best, attempt)) standing.best = attempt;
      byTest.set(settings.data.testId, standing);
    }
    return (testId: number) => byTest.get(testId) ?? { attempts: 0, best: null };
  }

  async function assertStudentSubject(actor: AuthUser, subjectId: number): Promise<void> {
    assertMayUseSubject(actor, subjectId, await activeSubjectIds(db, actor.id));
  }

  return {
    async list(query) {
      const { rows, total } = await listMentalTests(db, query);
      return toPage(
        rows.map((row) => toMentalTest(fromRow(dialect, row))),
        total,
        query,
      );
    },

    get: load,

    async create(body) {
      const now = deps.clock().toISOString();
      const id = await insertMentalTest(db, { ...toColumns(validTest(body)), created_at: now, updated_at: now });
      return load(id);
    },

    async update(id, patch) {
      const current = await load(id);
      const merged = validTest({
        title: patch.title ?? current.title,
        subjects: patch.subjects ?? (current.subjects as MentalTestBody['subjects']),
        time_limit_sec: patch.time_limit_sec ?? current.time_limit_sec,
        tasks: patch.tasks ?? current.tasks.map(({ expression }) => ({ expression })),
        is_published: patch.is_published ?? current.is_published,
      });
      const updated = await updateMentalTest(db, id, { ...toColumns(merged), updated_at: deps.clock().toISOString() });
      if (!updated) throw new AppError('NOT_FOUND');
      return load(id);
    },

    async remove(id) {
      if (!(await deleteMentalTest(db, id))) throw new AppError('NOT_FOUND');
      return { id };
    },

    async listForStudent(actor, subjectId) {
      await assertStudentSubject(actor, subjectId);
      const trainer = await findMentalTestTrainerId(db, mentalTestRules.component);
      if (trainer === undefined) return [];
      const tests = (await publishedMentalTests(db))
        .map((row) => fromRow(dialect, row))
        .filter((test) => test.subjects.includes(subjectId));
      if (tests.length === 0) return [];
      const standingOf = await standings(actor.id, subjectId, trainer);
      return tests.map((test) => toStudentMentalTest(test, trainer, standingOf(test.id)));
    },

    async getForStudent(actor, id, subjectId) {
      await assertStudentSubject(actor, subjectId);
      const test = assertTestOpenInSubject(await loadStored(id), subjectId);
      const trainer = await trainerId();
      const standingOf = await standings(actor.id, subjectId, trainer);
      return toStudentMentalTest(test, trainer, standingOf(test.id));
    },

    async sessionSettings(requested, context) {
      const parsed = mentalTestSessionSettingsSchema.safeParse(requested ?? {});
      if (!parsed.success) {
        throw invalidFields('settings', parsed.error.issues);
      }
      const test = assertTestOpenInSubject(await loadStored(parsed.data.test_id), context.subjectId);
      return { testId: test.id, tasks: test.expressions, timeLimitSec: test.time_limit_sec };
    },

    async roundLabels(resultIds) {
      const testOf = new Map<number, number>();
      for (const result of await testsOfResults(db, resultIds)) {
        const settings = settingsOfSession.safeParse(readJson(dialect, result.settings));
        if (settings.success) testOf.set(result.id, settings.data.testId);
      }
      const titles = new Map(
        (await mentalTestTitles(db, [...new Set(testOf.values())])).map((row) => [
          row.id,
          { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
        ]),
      );
      const labels = new Map<number, LocalizedText>();
      for (const [resultId, testId] of testOf) {
        const title = titles.get(testId);
        if (title) labels.set(resultId, title);
      }
      return labels;
    },
  };
}
