import {
  type FieldActivity,
  PROFESSION_UPGRADED,
  type ProfessionUpgradedData,
  type StudentFieldActivity,
  type SubjectData,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { assertOwnStudent } from '../students/students.policy.ts';
import { levelEntry, levelReached } from './profession-progress.ts';
import { toFieldActivity, toStudentFieldActivity } from './professions.mapper.ts';
import {
  earnedSince,
  findChoiceInProfessionSubject,
  findFieldActivity,
  findStudentFieldActivity,
  hasActiveProfessionSubject,
  listFieldActivities,
  newestLedgerId,
  raiseLevel,
  saveChoice,
} from './professions.repo.ts';

export interface ProfessionsService {
  list(): Promise<FieldActivity[]>;
  get(id: number): Promise<FieldActivity>;
  current(actor: AuthUser, studentId: number): Promise<StudentFieldActivity | null>;
  /** Chooses or changes the profession (spec §3): a change starts at level 1 again and keeps every purchase. */
  choose(actor: AuthUser, studentId: number, fieldActivityId: number): Promise<StudentFieldActivity>;
  /** The profession as the subject data of subject 1 carries it. */
  professionOf(studentId: number): Promise<SubjectData['profession']>;
  /** Likes listener: levels up after likes in main subject 1 and tells the student once per new level. */
  levelUpAfter(entry: LedgerEntry): Promise<void>;
}

export function createProfessionsService(deps: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
}): ProfessionsService {
  const { database } = deps;
  const { db } = database;

  async function activityOf(id: number): Promise<FieldActivity | null> {
    const row = await findFieldActivity(db, id);
    return row ? toFieldActivity(database.dialect, row) : null;
  }

  /** A chosen profession always exists: the foreign key keeps it from being deleted. */
  async function chosenActivity(id: number): Promise<FieldActivity> {
    const activity = await activityOf(id);
    if (!activity) throw new Error(`a chosen profession ${id} is missing`);
    return activity;
  }

  async function studentFieldActivity(studentId: number): Promise<StudentFieldActivity | null> {
    const choice = await findStudentFieldActivity(db, studentId);
    if (!choice) return null;
    const [activity, earned] = await Promise.all([
      chosenActivity(choice.field_activity_id),
      earnedSince(db, studentId, choice.ledger_mark),
    ]);
    return toStudentFieldActivity(activity, choice, earned);
  }

  return {
    async list() {
      return (await listFieldActivities(db)).map((row) => toFieldActivity(database.dialect, row));
    },

    async get(id) {
      const activity = await activityOf(id);
      if (!activity) throw new AppError('NOT_FOUND');
      return activity;
    },

    async current(actor, studentId) {
      assertOwnStudent(actor, studentId);
      return studentFieldActivity(studentId);
    },

    async choose(actor, studentId, fieldActivityId) {
      assertOwnStudent(actor, studentId);
      if (!(await hasActiveProfessionSubject(db, studentId))) throw new AppError('SUBJECT_NOT_ALLOWED');
      if (!(await findFieldActivity(db, fieldActivityId))) throw invalidField('field_activity_id', 'FIELD_INVALID');
      await database.transaction(async (trx) =>
        saveChoice(
          trx,
          { studentId, fieldActivityId, ledgerMark: await newestLedgerId(trx, studentId) },
          deps.clock().toISOString(),
        ),
      );
      const chosen = await studentFieldActivity(studentId);
      if (!chosen) throw new Error('the chosen profession was not saved');
      return chosen;
    },

    async professionOf(studentId) {
      const choice = await findStudentFieldActivity(db, studentId);
      if (!choice) return null;
      const activity = await chosenActivity(choice.field_activity_id);
      const current = levelEntry(activity.levels, choice.level);
      return { id: activity.id, level: current.level, title: activity.title, background: current.background };
    },

    async levelUpAfter(entry) {
      const choice = await findChoiceInProfessionSubject(db, entry.studentId, entry.subjectId);
      if (!choice) return;
      const activity = await chosenActivity(choice.field_activity_id);
      const level = levelReached(activity.levels, await earnedSince(db, entry.studentId, choice.ledger_mark));
      if (level <= choice.level) return;
      const raised = await database.transaction(async (trx) => {
        const won = await raiseLevel(
          trx,
          { studentId: entry.studentId, fieldActivityId: activity.id, ledgerMark: choice.ledger_mark, level },
          deps.clock().toISOString(),
        );
        // Only the accrual that raised the level writes the letter, like the event below.
        if (won) {
          await deps.mail.deliverWithin(trx, {
            userId: entry.studentId,
            subjectId: entry.subjectId,
            code: 'professionUpgraded',
            params: { level: String(level) },
            sender: { kind: 'character' },
          });
        }
        return won;
      });
      if (!raised) return;
      await publishTo(deps.realtime, channels.events(entry.studentId), 'events', 'new', {
        type: PROFESSION_UPGRADED,
        data: { field_activity_id: activity.id, level } satisfies ProfessionUpgradedData,
      });
      await deps.mail.announce(entry.studentId);
    },
  };
}
